// "Promote": one published estate becomes a top offer for 7, 14 or 30 days, paid by card (a product
// order, paid on the order page, in the visitor's currency) or with a top-offer credit of the user's
// plan when one is left (paid at once: straight to the status page). A modal <dialog>: focus moves
// in and comes back, Escape closes it.
import { useEffect, useId, useRef, useState } from 'react';
import type { Action, Dispatch } from 'redux';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../../i18n/translation.tsx';
import { UNLIMITED } from '../../../../shared/core/constants.ts';
import { ActionButton } from '../../../ui/ActionButton.tsx';
import { ChoiceGroup } from '../../../ui/forms/ChoiceGroup.tsx';
import { FormAlert } from '../../../ui/forms/FormAlert.tsx';
import { selectCurrentCurrency } from '../../../session/currencies/index.ts';
import { selectViewer } from '../../../session/user/index.ts';
import { newAttemptKey } from '../api.ts';
import { orderPagePath, PROMOTE_DAYS, statusPagePath, topOfferCredits } from '../model.ts';
import { promoteEstate, promoteReset, selectPromote } from '../slice.ts';

export interface PromoteTarget {
  aliasId: string;
  title: string;
}

export interface PromoteDialogProps {
  /** the estate to promote; null: the dialog is closed */
  estate: PromoteTarget | null;
  onClose(): void;
}

export function PromoteDialog({ estate, onClose }: PromoteDialogProps) {
  const { t } = useTranslation();
  const dispatch = useDispatch<Dispatch<Action>>();
  const navigate = useNavigate();
  const currency = useSelector(selectCurrentCurrency);
  const { resources } = useSelector(selectViewer);
  const promote = useSelector(selectPromote);
  const credits = topOfferCredits(resources);
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [days, setDays] = useState<string>(String(PROMOTE_DAYS[0]));
  const [method, setMethod] = useState<'card' | 'credit'>('card');
  // one key per estate, length, way of paying and currency while the dialog is open: a double click orders once
  const keys = useRef(new Map<string, string>());
  const open = estate !== null;
  const mine = promote.aliasId !== null && promote.aliasId === estate?.aliasId;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dispatch(promoteReset());
      keys.current.clear();
      setMethod('card');
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) dialog.close();
  }, [open, dispatch]);

  useEffect(() => {
    if (!mine || !promote.result) return;
    const { orderId, paid } = promote.result;
    dispatch(promoteReset());
    navigate(paid ? statusPagePath('product', orderId) : orderPagePath('product', orderId));
  }, [mine, promote.result, dispatch, navigate]);

  const useCredit = method === 'credit' && credits !== 0;
  const submit = () => {
    if (!estate) return;
    const which = `${estate.aliasId}:${days}:${useCredit ? 'credit' : currency}`;
    let key = keys.current.get(which);
    if (!key) {
      key = newAttemptKey();
      keys.current.set(which, key);
    }
    dispatch(promoteEstate({ estateAliasId: estate.aliasId, days: Number(days), currency, useCredit, key }));
  };

  return (
    <dialog
      ref={ref}
      className="confirm-dialog promote-dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <h2 id={`${id}-title`} className="confirm-dialog__title">
        {t('billing.promote.title')}
      </h2>
      {estate ? <p className="promote-dialog__estate">{t('billing.promote.what', { title: estate.title })}</p> : null}
      <p className="promote-dialog__lead">{t('billing.promote.lead')}</p>
      <FormAlert message={mine ? promote.error : null} />
      <ChoiceGroup
        legend={t('billing.promote.days')}
        name="promoteDays"
        value={days}
        options={PROMOTE_DAYS.map((d) => ({ value: String(d), label: t('billing.promote.daysOption', { count: d }) }))}
        onChange={setDays}
        inline
      />
      {credits !== 0 ? (
        <ChoiceGroup
          legend={t('billing.promote.how')}
          name="promoteMethod"
          value={method}
          options={[
            { value: 'card', label: t('billing.promote.byCard') },
            {
              value: 'credit',
              label: credits === UNLIMITED ? t('billing.promote.byCreditUnlimited') : t('billing.promote.byCredit', { count: credits }),
            },
          ]}
          onChange={(v) => setMethod(v === 'credit' ? 'credit' : 'card')}
        />
      ) : null}
      <p className="promote-dialog__note">{useCredit ? t('billing.promote.creditNote') : t('billing.promote.priceNote')}</p>
      <div className="confirm-dialog__actions">
        {/* a modal dialog moves the focus into itself; the harmless choice takes it */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <button type="button" className="btn btn--secondary" onClick={onClose} disabled={promote.busy} autoFocus>
          {t('forms.cancel')}
        </button>
        <ActionButton busy={mine && promote.busy} onClick={submit}>
          {useCredit ? t('billing.promote.useCredit') : t('billing.promote.toPayment')}
        </ActionButton>
      </div>
    </dialog>
  );
}
