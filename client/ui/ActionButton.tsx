import type { MouseEventHandler, ReactNode } from 'react';
import { useTranslation } from '../i18n/translation.tsx';

export interface ActionButtonProps {
  /** while true the button shows the "processing" text and cannot be pressed */
  busy?: boolean;
  disabled?: boolean;
  type?: 'button' | 'submit' | 'reset';
  onClick?: MouseEventHandler<HTMLButtonElement>;
  className?: string;
  children: ReactNode;
}

/** The red call-to-action button (docs/product.md: shows processingText while busy, can be disabled). */
export function ActionButton({ busy = false, disabled = false, type = 'button', onClick, className, children }: ActionButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type={type}
      className={className ? `btn btn--action ${className}` : 'btn btn--action'}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      onClick={onClick}
    >
      {busy ? (
        <>
          <span className="btn__spinner" aria-hidden="true" />
          {t('processingText')}
        </>
      ) : (
        children
      )}
    </button>
  );
}
