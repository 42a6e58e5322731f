// A status page's watch: started when the page is shown (in the browser only: effects do not run on
// the server), stopped when it goes.
import { useEffect } from 'react';
import type { Action, Dispatch } from 'redux';
import { useDispatch, useSelector } from 'react-redux';
import type { OrderKind } from '../model.ts';
import { selectWatch, stopWatching, watchOrder } from '../slice.ts';

export function useOrderWatch(orderId: string, kind: OrderKind) {
  const dispatch = useDispatch<Dispatch<Action>>();
  const watch = useSelector(selectWatch);
  useEffect(() => {
    if (!orderId) return;
    dispatch(watchOrder({ orderId, kind }));
    return () => {
      dispatch(stopWatching());
    };
  }, [dispatch, orderId, kind]);
  return watch.orderId === orderId && watch.kind === kind ? watch : null;
}
