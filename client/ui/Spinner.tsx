import { useTranslation } from '../i18n/translation.tsx';

export interface SpinnerProps {
  /** what is loading; read by screen readers (default: "Loading…") */
  label?: string;
}

/** An animated ring with a live, accessible label. */
export function Spinner({ label }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <div className="spinner" role="status">
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
    </div>
  );
}
