// "What it costs to buy" on the estate page of a listing for sale: the costs a buyer pays on top of
// the price in its country (GET /api/countries/{cc}/buying-costs, fetched by the page's saga, so it
// is server-rendered), in the visitor's currency, with the source and date of the figures and a note
// that they are estimates. The mortgage calculator is its own chunk (./mortgage-calculator.ts),
// loaded on the button into a host element React leaves alone.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/translation.tsx';
import type { Currency, Language } from '../../../../shared/core/constants.ts';
import type { BuyingCosts as Costs } from '../../../../shared/contract/buying-costs.ts';
import { convertPrice, formatNumber, formatPrice, type Rates } from '../../../../shared/core/format.ts';
import { countryName } from '../../../../shared/geo/countries.ts';
import { formatDate } from '../../../lib/date.ts';

export interface BuyingCostsProps {
  costs: Costs;
  language: Language;
  currency: Currency;
  rates: Rates;
}

export function BuyingCosts({ costs, language, currency, rates }: BuyingCostsProps) {
  const { t } = useTranslation();
  const [calculator, setCalculator] = useState<'closed' | 'loading' | 'open' | 'failed'>('closed');
  const host = useRef<HTMLDivElement>(null);
  const idPrefix = useId();
  // the figures come in the listing's currency; shown in the visitor's (at today's rates) when it can
  const shown: Currency = convertPrice(1, costs.currency, currency, rates) === null ? costs.currency : currency;
  const conv = (x: number) => Math.round(convertPrice(x, costs.currency, shown, rates) ?? x);
  const money = (x: number) => formatPrice(conv(x), shown, language);
  const price = conv(costs.price);
  const opening = calculator !== 'closed';
  useEffect(() => {
    if (!opening) return undefined;
    let unmount: (() => void) | null = null;
    let live = true;
    const texts = Object.fromEntries(
      (['title', 'downPayment', 'rate', 'term', 'loan', 'monthly', 'interest', 'invalid', 'note'] as const).map((k) => [
        k,
        t(`buyingCosts.mortgage.${k}`),
      ]),
    ) as Record<'title' | 'downPayment' | 'rate' | 'term' | 'loan' | 'monthly' | 'interest' | 'invalid' | 'note', string>;
    import('./mortgage-calculator.ts').then(
      (m) => {
        if (!live || !host.current) return;
        unmount = m.mountMortgageCalculator(host.current, { price, texts, money: (x, d) => formatPrice(x, shown, language, d), idPrefix });
        setCalculator('open');
      },
      () => live && setCalculator('failed'),
    );
    return () => {
      live = false;
      unmount?.();
    };
  }, [opening, price, shown, language, idPrefix, t]);
  return (
    <section className="buying-costs" aria-labelledby="buying-costs-title">
      <h2 id="buying-costs-title" className="estate-view__subtitle">
        {t('buyingCosts.title')}
      </h2>
      <p className="buying-costs__intro">
        {t('buyingCosts.intro', { country: countryName(costs.countryCode, language) })} (
        {t(costs.newBuild ? 'buyingCosts.newBuild' : 'buyingCosts.resale')})
      </p>
      <table className="buying-costs__table">
        <thead>
          <tr>
            <th scope="col">{t('buyingCosts.cost')}</th>
            <th scope="col">{t('buyingCosts.rate')}</th>
            <th scope="col">{t('buyingCosts.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {costs.items.map((item, i) => (
            <tr key={`${item.key}-${i}`} data-key={item.key}>
              <th scope="row">{t(`buyingCosts.items.${item.key}`)}</th>
              <td>{item.percent === undefined ? '' : `${formatNumber(item.percent, language, 3)} %`}</td>
              <td>
                {money(item.amount)}
                {item.from !== undefined && item.to !== undefined && item.from !== item.to ? (
                  <span className="buying-costs__range">{t('buyingCosts.range', { from: money(item.from), to: money(item.to) })}</span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t('buyingCosts.total')}
            </th>
            <td className="buying-costs__total">{money(costs.total)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={2}>
              {t('buyingCosts.totalWithPrice')}
            </th>
            <td>{money(costs.price + costs.total)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="buying-costs__note">
        <strong>{t('buyingCosts.estimate')}</strong> {t('buyingCosts.source', { source: costs.source.name, date: formatDate(costs.asOf, language) })}{' '}
        <a href={costs.source.url} rel="noopener noreferrer nofollow" target="_blank">
          {new URL(costs.source.url).host}
        </a>
      </p>
      {opening ? null : (
        <button type="button" className="btn btn--secondary buying-costs__open" onClick={() => setCalculator('loading')}>
          {t('buyingCosts.mortgage.open')}
        </button>
      )}
      {calculator === 'loading' ? <p>{t('buyingCosts.mortgage.loading')}</p> : null}
      {calculator === 'failed' ? <p role="alert">{t('reloadPagePlease')}</p> : null}
      <div ref={host} className="buying-costs__calculator" />
    </section>
  );
}
