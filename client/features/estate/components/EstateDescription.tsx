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
 * (marked "Machine-translated from …", the original one click away in a native disclosure), else the original with a note
 * naming its language.
 */
export function EstateDescription({ estate, language }: EstateDescriptionProps) {
  const { t } = useTranslation();
  const shown = pickLocalized(estate.description, language);
  const made = estate.descriptionOriginal ? estate.translation : null;
  return (
    <section className="estate-description" aria-labelledby="estate-description-title">
      <h2 id="estate-description-title" className="estate-view__subtitle">
        {t('estateView.description')}
      </h2>
      {shown === null ? (
        <p className="estate-description__none">{t('estateView.noDescription')}</p>
      ) : (
        <>
          {made || shown.isFallback ? (
            <p className="estate-description__fallback" role="note">
              {made ? t(`estateView.machineTranslated.${made.from}`) : t(`estateView.originalIn.${shown.lang}`)}
            </p>
          ) : null}
          {/* HTML the api sanitized when it was written, or a translation it escaped (p, br, strong, em, lists; no attributes) */}
          <div className="estate-description__text" lang={shown.lang} dangerouslySetInnerHTML={{ __html: shown.text }} />
          {made ? (
            // the original one click away, without script: a native disclosure
            <details className="estate-description__original">
              <summary>{t('estateView.showOriginal')}</summary>
              <div lang={made.from} dangerouslySetInnerHTML={{ __html: estate.descriptionOriginal! }} />
            </details>
          ) : null}
        </>
      )}
    </section>
  );
}
