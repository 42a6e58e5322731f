import { useTranslation } from '../../../i18n/translation.tsx';
import type { Currency, Language } from '../../../../shared/core/constants.ts';
import type { CurrencyInfo } from '../../../../shared/contract/geodata.ts';
import { formatPrice, rateBetween } from '../../../../shared/core/format.ts';
import { formatDate } from '../../../lib/date.ts';

export interface RateNoteProps {
  /** the listing's currency and the one its price is shown in */
  from: Currency;
  to: Currency;
  rates: readonly CurrencyInfo[];
  language: Language;
}

/** The rate a converted price used, its publisher and day: "€1 = $1.08 · ECB, 21/11/2026". Nothing when not converted. */
export function RateNote({ from, to, rates, language }: RateNoteProps) {
  const { t } = useTranslation();
  const rate = rateBetween(from, to, rates);
  if (!rate) return null;
  return (
    <p className="rate-note">
      {t('rates.rate', { from: formatPrice(1, rate.base, language), to: formatPrice(rate.value, rate.quote, language, 2) })}
      {rate.sources.map((s) => (
        <span key={`${s.source}-${s.date}`} className="rate-note__source">
          {` · ${t(`rates.sources.${s.source}`)}${s.date ? ', ' : ''}`}
          {s.date ? <time dateTime={s.date}>{formatDate(s.date, language)}</time> : null}
        </span>
      ))}
    </p>
  );
}
