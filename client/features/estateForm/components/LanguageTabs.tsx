// An accessible tablist (WAI-ARIA tabs pattern): one tab per interface language, arrow keys, Home and
// End move between tabs; only the selected tab is in the tab order. Panels stay mounted (hidden), so
// what was typed in another language is kept and sent.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
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
  const [active, setActive] = useState<Language>(initial);
  const tabs = useRef<Partial<Record<Language, HTMLButtonElement | null>>>({});

  const focusTab = (lng: Language) => {
    setActive(lng);
    tabs.current[lng]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const i = LANGUAGES.indexOf(active);
    const last = LANGUAGES.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? i === last
          ? 0
          : i + 1
        : e.key === 'ArrowLeft'
          ? i === 0
            ? last
            : i - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    e.preventDefault();
    focusTab(LANGUAGES[next]);
  };

  return (
    <div className="lang-tabs">
      <div role="tablist" aria-label={label} className="lang-tabs__list">
        {LANGUAGES.map((lng) => (
          <button
            key={lng}
            ref={(el) => {
              tabs.current[lng] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${lng}`}
            aria-selected={active === lng}
            aria-controls={`${id}-panel-${lng}`}
            tabIndex={active === lng ? 0 : -1}
            className={`lang-tabs__tab${active === lng ? ' is-active' : ''}`}
            onClick={() => setActive(lng)}
            onKeyDown={onKeyDown}
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
