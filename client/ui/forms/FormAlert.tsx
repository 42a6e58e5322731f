import { useTranslation } from '../../i18n/translation.tsx';
import type { FieldMessage } from '../../lib/forms/errors.ts';

export interface FormAlertProps {
  message?: FieldMessage | null;
  /** 'error' (default) is announced at once; 'success' and 'info' politely */
  kind?: 'error' | 'success' | 'info';
}

/** A message for the whole form, announced to screen readers; focusable so a failed submit can move there. */
export function FormAlert({ message, kind = 'error' }: FormAlertProps) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <div className={`form-alert form-alert--${kind}`} role={kind === 'error' ? 'alert' : 'status'} tabIndex={-1} data-form-alert="">
      {t(message.key, message.values ?? {})}
    </div>
  );
}
