import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { ActionButton } from '../ActionButton.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * A modal confirmation built on <dialog>: focus is trapped by the browser, Escape cancels, and focus
 * returns to where it was when the dialog closes.
 */
export function ConfirmDialog({ open, title, text, confirmLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      <h2 id={`${id}-title`} className="confirm-dialog__title">
        {title}
      </h2>
      <p id={`${id}-text`}>{text}</p>
      <div className="confirm-dialog__actions">
        {/* a modal dialog moves the focus into itself; the harmless choice takes it */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <button type="button" className="btn btn--secondary" onClick={onCancel} disabled={busy} autoFocus>
          {t('forms.cancel')}
        </button>
        <ActionButton busy={busy} onClick={onConfirm}>
          {confirmLabel}
        </ActionButton>
      </div>
    </dialog>
  );
}
