// react-redux as the server bundle's client code sees it (bin/build.mjs resolves the client's
// `react-redux` here; docs/decisions/0010): everything as it is, but `useSelector` reads the store
// once. A server render is one synchronous pass over a store that no longer changes, which is what
// react-redux's hook returns there too (the store's state through its selector, via React's
// useSyncExternalStore with the server snapshot); its subscription, memoized selector wrapper (an
// object with a computed method name per call) and four hooks were about a twentieth of the search
// page's render. The equality function is not needed: nothing re-renders on the server.
import { useContext } from 'react';
import { ReactReduxContext } from 'react-redux';

export * from 'react-redux';

export function useSelector<S, T>(selector: (state: S) => T): T {
  const context = useContext(ReactReduxContext);
  if (!context) throw new Error('could not find react-redux context value; please ensure the component is wrapped in a <Provider>');
  return selector(context.store.getState() as S);
}
