// The estate page's price history: each price the listing has had, newest first, with its date, in
// the visitor's currency (approximate, at today's rates) beside the listed amount.
import { useTranslation } from '../../../i18n/translation.tsx';
import type { Currency, Language } from '../../../../shared/core/constants.ts';
import { convertPrice, formatPrice, type Rates } from '../../../../shared/core/format.ts';
import type { PriceHistoryEntry } from '../../../../shared/contract/price-history.ts';
import { formatDate } from '../../../lib/date.ts';
import { ApproxPrice } from '../../../session/currencies/index.ts';

export interface PriceHistoryProps {
  entries: readonly PriceHistoryEntry[];
  language: Language;
  currency: Currency;
  rates: Rates;
}

export function PriceHistory({ entries, language, currency, rates }: PriceHistoryProps) {
  const { t } = useTranslation();
  // one price only is no history worth a table
  if (entries.length < 2) return null;
  const converted = entries.some((e) => e.currency !== currency);
  return (
    <section className="price-history" aria-labelledby="price-history-title">
      <h2 id="price-history-title" className="estate-view__subtitle">
        {t('priceHistory.title')}
      </h2>
      <table className="price-history__table">
        <thead>
          <tr>
            <th scope="col">{t('priceHistory.date')}</th>
            <th scope="col">{t('priceHistory.price')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e, i) => {
            const amount = e.currency === currency ? e.price : convertPrice(e.price, e.currency, currency, rates);
            const older = entries[i + 1];
            const change = older && older.currency === e.currency ? Math.sign(e.price - older.price) : 0;
            return (
              <tr key={`${e.changedAt}-${i}`} data-change={change < 0 ? 'down' : change > 0 ? 'up' : undefined}>
                <td>
                  <time dateTime={e.changedAt}>{formatDate(e.changedAt, language)}</time>
                </td>
                <td>
                  {amount === null || e.currency === currency ? (
                    formatPrice(e.price, e.currency, language)
                  ) : (
                    <>
                      <ApproxPrice amount={Math.round(amount)} currency={currency} language={language} />{' '}
                      <span className="price-history__original">({formatPrice(e.price, e.currency, language)})</span>
                    </>
                  )}
                  {change < 0 ? <span className="tag tag--reduced"> {t('priceHistory.reduced')}</span> : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {converted ? <p className="price-history__note">{t('priceHistory.approxNote')}</p> : null}
    </section>
  );
}
