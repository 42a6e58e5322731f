// An accessible tablist (WAI-ARIA tabs pattern): one tab per interface language, arrow keys, Home and
// End move between tabs; only the selected tab is in the tab order. Panels stay mounted (hidden), so
// what was typed in another language is kept and sent.
import { useId, type ReactNode } from 'react';
import { useTabs } from '../../../ui/useTabs.ts';
import { useTranslation } from '../../../i18n/translation.tsx';
import { LANGUAGES, type Language } from '../../../../shared/core/constants.ts';

export interface LanguageTabsProps {
  label: string;
  /** the tab selected first */
  initial: Language;
  /** marks tabs that hold some text */
  filled(lng: Language): boolean;
  children(lng: Language): ReactNode;
}

export function LanguageTabs({ label, initial, filled, children }: LanguageTabsProps) {
  const { t } = useTranslation();
  const id = useId();
  const { active, tabProps } = useTabs(LANGUAGES, initial);

  return (
    <div className="lang-tabs">
      <div role="tablist" aria-label={label} className="lang-tabs__list">
        {LANGUAGES.map((lng) => (
          <button
            key={lng}
            {...tabProps(lng)}
            id={`${id}-tab-${lng}`}
            aria-controls={`${id}-panel-${lng}`}
            className={`lang-tabs__tab${active === lng ? ' is-active' : ''}`}
          >
            {t(`estateForm.languages.${lng}`)}
            {filled(lng) ? <span className="lang-tabs__filled" role="img" aria-label={t('estateForm.hasText')} /> : null}
          </button>
        ))}
      </div>
      {LANGUAGES.map((lng) => (
        <div
          key={lng}
          role="tabpanel"
          id={`${id}-panel-${lng}`}
          aria-labelledby={`${id}-tab-${lng}`}
          hidden={active !== lng}
          className="lang-tabs__panel"
          lang={lng}
        >
          {children(lng)}
        </div>
      ))}
    </div>
  );
}
