// Signing out is a POST, never a link (docs/decisions/0011): a page elsewhere must not be able to sign
// a user out with a plain link or image. The form posts to the gateway's POST /sign-out (which checks
// the origin, ends the session and sends the browser home); with JavaScript the sign-out goes through
// the api call instead and the app navigates home itself once the call has ended the session.
import type { FormEvent, ReactNode } from 'react';
import type { Action, Dispatch } from 'redux';
import { useContext, useState } from 'react';
import { ReactReduxContext } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { selectIsLoggedIn, signOut } from '../slice.ts';

export function SignOutForm({ className, buttonClassName, children }: { className?: string; buttonClassName?: string; children: ReactNode }) {
  // the store when there is one (a bare render of the layout has none; the form still posts)
  const store = useContext(ReactReduxContext)?.store;
  const navigate = useNavigate();
  // while the call runs the button says it is busy and takes no second press
  const [busy, setBusy] = useState(false);
  const onSubmit = (e: FormEvent) => {
    if (!store) return;
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    // home once the session has ended (the api's answer has removed the cookie), not before: a page
    // opened before that would still be the signed-in user's. The form itself may be gone by then
    // (the header shows no account box when signed out), so the store is watched, not the component.
    const unsubscribe = store.subscribe(() => {
      if (selectIsLoggedIn(store.getState())) return;
      unsubscribe();
      navigate('/', { replace: true });
    });
    (store.dispatch as Dispatch<Action>)(signOut());
  };
  return (
    <form className={className} method="post" action="/sign-out" onSubmit={onSubmit}>
      <button type="submit" className={buttonClassName} aria-busy={busy || undefined} aria-disabled={busy || undefined}>
        {children}
      </button>
    </form>
  );
}
