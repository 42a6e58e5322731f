// A destructive operator action: the button opens a reason field, submitting it asks for
// confirmation in a dialog (client/ui/forms/ConfirmDialog.tsx), and only then the action runs.
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/translation.tsx';
import { msg, type FieldMessage } from '../../../lib/forms/errors.ts';
import { ConfirmDialog } from '../../../ui/forms/ConfirmDialog.tsx';
import { TextField } from '../../../ui/forms/TextField.tsx';

export interface ReasonActionProps {
  /** the action's name, on its button and on the dialog's confirm button */
  label: string;
  /** what the dialog asks */
  question: string;
  /** 'required' (unpublish, reject, block), 'optional' or 'none' (a confirmation only) */
  reason: 'required' | 'optional' | 'none';
  name: string;
  busy?: boolean;
  onConfirm(reason: string): void;
}

export const REASON_MAX = 1000;

export function ReasonAction({ label, question, reason, name, busy, onConfirm }: ReasonActionProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<FieldMessage | null>(null);
  const [confirming, setConfirming] = useState(false);
  const ask = (e?: FormEvent) => {
    e?.preventDefault();
    if (reason === 'required' && !text.trim()) {
      setError(msg('forms.errors.required'));
      return;
    }
    setError(null);
    setConfirming(true);
  };
  const dialog = (
    <ConfirmDialog
      open={confirming}
      title={question}
      text={text.trim() ? t('admin.confirm.reason', { reason: text.trim() }) : t('admin.confirm.noReason')}
      confirmLabel={label}
      busy={busy}
      onConfirm={() => {
        setConfirming(false);
        setOpen(false);
        onConfirm(text.trim());
        setText('');
      }}
      onCancel={() => setConfirming(false)}
    />
  );
  if (reason === 'none' || !open) {
    return (
      <>
        <button type="button" className="btn btn--secondary btn--small" disabled={busy} onClick={() => (reason === 'none' ? ask() : setOpen(true))}>
          {label}
        </button>
        {reason === 'none' ? dialog : null}
      </>
    );
  }
  return (
    <form className="admin-reason" onSubmit={ask} aria-label={label}>
      <TextField
        label={reason === 'required' ? t('admin.reason') : t('admin.reasonOptional')}
        name={name}
        value={text}
        onChange={setText}
        multiline
        rows={2}
        maxLength={REASON_MAX}
        required={reason === 'required'}
        error={error}
      />
      <div className="admin-reason__actions">
        <button type="submit" className="btn btn--primary btn--small" disabled={busy}>
          {label}
        </button>
        <button type="button" className="btn btn--secondary btn--small" onClick={() => setOpen(false)}>
          {t('forms.cancel')}
        </button>
      </div>
      {dialog}
    </form>
  );
}
