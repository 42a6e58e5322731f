import { useState } from 'react';
import { useTranslation } from '../../../i18n/translation.tsx';
import type { Language } from '../../../../shared/core/constants.ts';
import type { Estate } from '../../../../shared/contract/estates.ts';
import { pickLocalized } from '../../../lib/localized.ts';

export interface EstateDescriptionProps {
  estate: Pick<Estate, 'description' | 'descriptionOriginal' | 'translation'>;
  language: Language;
}

/**
 * The description in the current language: the lister's own, else a machine translation the api made
 * (marked "Machine-translated from …" with the original one click away), else the original with a note
 * naming its language.
 */
export function EstateDescription({ estate, language }: EstateDescriptionProps) {
  const { t } = useTranslation();
  const [original, setOriginal] = useState(false);
  const picked = pickLocalized(estate.description, language);
  const made = estate.translation && estate.descriptionOriginal ? estate.translation : null;
  const shown = made && original ? { text: estate.descriptionOriginal!, lang: made.from } : picked;
  return (
    <section className="estate-description" aria-labelledby="estate-description-title">
      <h2 id="estate-description-title" className="estate-view__subtitle">
        {t('estateView.description')}
      </h2>
      {shown === null ? (
        <p className="estate-description__none">{t('estateView.noDescription')}</p>
      ) : (
        <>
          {made ? (
            <p className="estate-description__fallback" role="note">
              {t(`estateView.machineTranslated.${made.from}`)} ·{' '}
              <button type="button" className="link-button" aria-pressed={original} onClick={() => setOriginal(!original)}>
                {t(original ? 'estateView.showTranslation' : 'estateView.showOriginal')}
              </button>
            </p>
          ) : picked?.isFallback ? (
            <p className="estate-description__fallback" role="note">
              {t(`estateView.originalIn.${picked.lang}`)}
            </p>
          ) : null}
          {/* HTML the api sanitized when it was written, or a translation it escaped (p, br, strong, em, lists; no attributes) */}
          <div className="estate-description__text" lang={shown.lang} dangerouslySetInnerHTML={{ __html: shown.text }} />
        </>
      )}
    </section>
  );
}
