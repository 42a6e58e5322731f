// What the two plan-choice screens share: one idempotency key per plan and currency for as long as
// the page is open (a double click or a retry orders the same thing once), the choice dispatched, and
// the way on: a paid plan to its order page, a free one into the private area — or, for both, back
// to where the user came from (`?returnTo=`, e.g. the guided listing flow) once the plan is active.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Action, Dispatch } from 'redux';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Plan } from '../../../../shared/contract/billing.ts';
import { selectCurrentCurrency } from '../../../session/currencies/index.ts';
import { newAttemptKey } from '../api.ts';
import { isFreePlan, orderPagePath, returnToOf } from '../model.ts';
import { choosePlan, selectPlanChoice, type PlanChoiceContext } from '../slice.ts';

export function usePlanChoice(context: PlanChoiceContext, canLeave: boolean) {
  const dispatch = useDispatch<Dispatch<Action>>();
  const navigate = useNavigate();
  const returnTo = returnToOf(useLocation().search);
  const state = useSelector(selectPlanChoice);
  const currency = useSelector(selectCurrentCurrency);
  const keys = useRef(new Map<string, string>());
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (!sent) return;
    if (state.orderCreated) navigate(orderPagePath(state.orderCreated.kind, state.orderCreated.orderId, returnTo));
    else if (state.done && canLeave) navigate(returnTo ?? '/private', { replace: true });
  }, [sent, state.orderCreated, state.done, canLeave, navigate, returnTo]);

  const choose = useCallback(
    (plan: Plan) => {
      setSent(true);
      if (isFreePlan(plan)) {
        dispatch(choosePlan({ planId: plan._id, context }));
        return;
      }
      const id = `${plan._id}:${currency}`;
      let key = keys.current.get(id);
      if (!key) {
        key = newAttemptKey();
        keys.current.set(id, key);
      }
      dispatch(choosePlan({ planId: plan._id, paid: true, currency, key, context }));
    },
    [dispatch, currency, context],
  );

  return { state, currency, choose };
}
