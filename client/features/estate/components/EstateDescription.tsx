import { useTranslation } from '../../../i18n/translation.tsx';
import type { Language } from '../../../../shared/core/constants.ts';
import type { LocalizedText } from '../../../../shared/contract/common.ts';
import { LANGUAGE_NAMES } from '../../../app/layout/LanguageSelector.tsx';
import { pickLocalized } from '../../../lib/localized.ts';

export interface EstateDescriptionProps {
  description: LocalizedText;
  language: Language;
}

/** The description in the current language, or in another one with a visible note saying so. */
export function EstateDescription({ description, language }: EstateDescriptionProps) {
  const { t } = useTranslation();
  const picked = pickLocalized(description, language);
  return (
    <section className="estate-description" aria-labelledby="estate-description-title">
      <h2 id="estate-description-title" className="estate-view__subtitle">
        {t('estateView.description')}
      </h2>
      {picked === null ? (
        <p className="estate-description__none">{t('estateView.noDescription')}</p>
      ) : (
        <>
          {picked.isFallback ? (
            <p className="estate-description__fallback" role="note">
              {t('estateView.fallbackNote', { language: LANGUAGE_NAMES[picked.lang] })}
            </p>
          ) : null}
          {/* HTML the api sanitized when it was written (p, br, strong, em, lists; no attributes) */}
          <div className="estate-description__text" lang={picked.lang} dangerouslySetInnerHTML={{ __html: picked.text }} />
        </>
      )}
    </section>
  );
}
