// The energy certificate on a listing's page: the EU scale A+ … G with the listing's class marked and
// its value beside it, the kind of certificate and its expiry; or a note that the building is exempt.
// Nothing when the lister gave no certificate. Its own file so the page's other additions merge apart.
import { useTranslation } from '../../../i18n/translation.tsx';
import type { Language } from '../../../../shared/core/constants.ts';
import { ENERGY_RATINGS, energyClassKey } from '../../../../shared/core/energy.ts';
import { formatNumber } from '../../../../shared/core/format.ts';
import type { Estate } from '../../../../shared/contract/estates.ts';

export function EnergyScale({ energy, language }: { energy: Estate['energy']; language: Language }) {
  const { t } = useTranslation();
  if (!energy) return null;
  return (
    <section className="estate-view__energy" aria-labelledby="estate-energy-title">
      <h2 id="estate-energy-title" className="estate-view__subtitle">
        {t('estateView.energy.title')}
      </h2>
      {'exempt' in energy ? (
        <p>{t('estateView.energy.exempt')}</p>
      ) : (
        <>
          <ol className="energy-scale" aria-label={t('estateView.energy.scale')}>
            {ENERGY_RATINGS.map((r, i) => {
              const current = r === energy.rating;
              return (
                <li
                  key={r}
                  className={`energy-scale__step energy-label--${energyClassKey(r)}${current ? ' energy-scale__step--current' : ''}`}
                  style={{ width: `${40 + i * 7.5}%` }}
                  aria-current={current ? 'true' : undefined}
                >
                  <span className="energy-scale__class">{r}</span>
                  {current ? (
                    <span className="energy-scale__value">
                      {energy.value != null
                        ? t('estateView.energy.value', { value: formatNumber(energy.value, language, 1) })
                        : t('estateView.energy.current')}
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ol>
          <p className="estate-view__energy-note">
            {t(`estateView.energy.kinds.${energy.kind}`)}
            {energy.validUntil ? ` · ${t('estateView.energy.validUntil', { date: energy.validUntil })}` : ''}
          </p>
        </>
      )}
    </section>
  );
}
