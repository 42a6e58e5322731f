// The report form (issue 23): a modal <dialog> (focus moves in and back, Escape closes) with the
// reason as radio buttons and an optional message; it answers with a confirmation, or says why the
// report was not taken. Loaded lazily by ReportListing.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/translation.tsx';
import { ChoiceGroup } from '../../../ui/forms/ChoiceGroup.tsx';
import { TextField } from '../../../ui/forms/TextField.tsx';
import { FormAlert } from '../../../ui/forms/FormAlert.tsx';
import { ActionButton } from '../../../ui/ActionButton.tsx';
import { msg, type FieldMessage } from '../../../lib/forms/errors.ts';
import { createApiCaller, endpointCall, isApiError, type ApiCaller } from '../../../lib/api.ts';
import { REPORT_LIMITS, REPORT_REASONS } from '../../../../shared/contract/limits.ts';
import type { reportEstate as ReportEstate, ReportReason } from '../../../../shared/contract/reports.ts';

const sendReport = endpointCall<typeof ReportEstate>('POST', '/api/estate/{aliasId}/reports');
let caller: ApiCaller | undefined;

/** The localized reason a report was not taken. */
function failureOf(err: unknown): FieldMessage {
  if (!isApiError(err)) return msg('estateView.report.failed');
  const code = (err.body as { code?: string } | null)?.code;
  if (err.statusCode === 409 && code === 'ALREADY_REPORTED') return msg('estateView.report.already');
  if (err.statusCode === 429) return msg('estateView.report.tooMany');
  if (err.statusCode === 404) return msg('estateView.report.gone');
  return msg('estateView.report.failed');
}

export default function ReportDialog({ aliasId, onClose }: { aliasId: string; onClose(): void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [message, setMessage] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<FieldMessage | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason) {
      setMissing(true);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      caller ??= createApiCaller({ base: '' });
      const text = message.trim();
      await sendReport(caller, { params: { aliasId }, body: text ? { reason, message: text } : { reason } });
      setDone(true);
    } catch (err) {
      setError(failureOf(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog
      ref={ref}
      className="confirm-dialog report-dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <h2 id={`${id}-title`} className="confirm-dialog__title">
        {t('estateView.report.title')}
      </h2>
      {done ? (
        <>
          <FormAlert kind="success" message={msg('estateView.report.thanks')} />
          <div className="confirm-dialog__actions">
            {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
            <button type="button" className="btn btn--primary" onClick={onClose} autoFocus>
              {t('estateView.report.close')}
            </button>
          </div>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <p className="report-dialog__lead">{t('estateView.report.lead')}</p>
          <FormAlert message={error} />
          <ChoiceGroup
            legend={t('estateView.report.reason')}
            name="reportReason"
            value={reason}
            options={REPORT_REASONS.map((r) => ({ value: r, label: t(`estateView.report.reasons.${r}`) }))}
            onChange={(v) => {
              setReason(v as ReportReason);
              setMissing(false);
            }}
            error={missing ? msg('estateView.report.chooseReason') : null}
          />
          <TextField
            label={t('estateView.report.message')}
            hint={t('estateView.report.messageHint', { max: REPORT_LIMITS.message })}
            name="reportMessage"
            value={message}
            onChange={setMessage}
            multiline
            rows={4}
            maxLength={REPORT_LIMITS.message}
          />
          <div className="confirm-dialog__actions">
            <button type="button" className="btn btn--secondary" onClick={onClose} disabled={busy}>
              {t('forms.cancel')}
            </button>
            <ActionButton busy={busy} type="submit">
              {t('estateView.report.send')}
            </ActionButton>
          </div>
        </form>
      )}
    </dialog>
  );
}
