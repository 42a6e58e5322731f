// The frame every form field shares: label, the control, an optional hint and the error message, wired
// for assistive technology (the control is described by the hint and the error, and marked invalid).
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import type { FieldMessage } from '../../lib/forms/errors.ts';

export interface FieldA11y {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export interface FieldShellProps {
  label: string;
  error?: FieldMessage | null;
  hint?: string;
  required?: boolean;
  className?: string;
  /** renders the control with the ids and aria attributes it must carry */
  children(a11y: FieldA11y): ReactNode;
}

export function FieldShell({ label, error, hint, required, className, children }: FieldShellProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="form-field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="form-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': required ? true : undefined })}
      {hint ? (
        <p className="form-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="form-field__error" id={errorId}>
          {t(error.key, error.values ?? {})}
        </p>
      ) : null}
    </div>
  );
}
