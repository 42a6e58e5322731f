// The frame of every step: the list of steps (the current one marked for screen readers, the ones the
// draft may open as links), the step's heading, which takes the focus when the visitor arrives from
// another step, and the guard that sends a draft to the first step it still needs.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Link } from '../../../ui/Link.tsx';
import { useTranslation } from '../../../i18n/translation.tsx';
import { useHydrated } from '../../../lib/useHydrated.ts';
import type { AdvertDraft } from '../draft.ts';
import { rememberStartedSteps, useStartedSteps } from '../draftStore.ts';
import { flowSteps, stepGuard, stepOpen, visibleSteps, type FlowViewer } from '../flow.ts';
import { advertPath, type AdvertStep } from '../paths.ts';

export interface AdvertPageProps {
  step: AdvertStep;
  /** null on the server and while hydrating */
  draft: AdvertDraft | null;
  viewer: FlowViewer;
  /** no guard (the "published" page: the draft is gone by then) */
  unguarded?: boolean;
  /** replaces the step's title (the "published" page) */
  title?: string;
  lead?: ReactNode;
  children: ReactNode;
}

export function AdvertPage({ step, draft, viewer, unguarded, title, lead, children }: AdvertPageProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const hydrated = useHydrated();
  // a step mounted after the page has hydrated was reached by navigating: its heading takes the focus
  const [arrived] = useState(hydrated);
  useEffect(() => {
    if (arrived) heading.current?.focus();
  }, [arrived]);

  // the flow starts with the steps this visitor sees now; later pages keep counting those
  const started = useStartedSteps();
  useEffect(() => {
    if (hydrated && !unguarded) rememberStartedSteps(visibleSteps(viewer));
  }, [hydrated, unguarded, viewer]);

  const redirect = draft && !unguarded ? stepGuard(step, draft, viewer) : null;
  if (redirect) return <Navigate to={advertPath(redirect)} replace />;

  const steps = flowSteps(viewer, started);
  const position = steps.indexOf(step);
  return (
    <div className="advert container">
      <nav className="advert-steps" aria-label={t('advert.stepsLabel')}>
        <ol className="advert-steps__list">
          {steps.map((s, i) => {
            const label = (
              <>
                <span className="advert-steps__n" aria-hidden="true">
                  {i + 1}
                </span>
                <span className="advert-steps__label">{t(`advert.steps.${s}.label`)}</span>
              </>
            );
            const done = position >= 0 && i < position;
            const cls = `advert-steps__item${s === step ? ' is-current' : ''}${done ? ' is-done' : ''}`;
            return (
              <li key={s} className={cls}>
                {s === step ? (
                  <span className="advert-steps__link" aria-current="step">
                    {label}
                  </span>
                ) : draft && !unguarded && stepOpen(s, draft, viewer) ? (
                  <Link className="advert-steps__link" to={advertPath(s)}>
                    {label}
                  </Link>
                ) : (
                  <span className="advert-steps__link is-closed">{label}</span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <div className="advert__head">
        {position >= 0 && !unguarded ? <p className="advert__count">{t('advert.stepOf', { n: position + 1, total: steps.length })}</p> : null}
        <h1 className="advert__title" ref={heading} tabIndex={-1}>
          {title ?? t(`advert.steps.${step}.title`)}
        </h1>
        {lead === undefined ? <p className="advert__lead">{t(`advert.steps.${step}.lead`)}</p> : lead}
      </div>
      <div className="advert__body">{children}</div>
    </div>
  );
}

export interface StepActionsProps {
  /** the previous step, if any */
  back: AdvertStep | null;
  children: ReactNode;
}

/** The row under a step: back to the previous step (a link, so the browser's history stays plain) and the way on. */
export function StepActions({ back, children }: StepActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="advert__actions">
      {back ? (
        <Link className="btn btn--secondary advert__back" to={advertPath(back)}>
          {t('advert.back')}
        </Link>
      ) : null}
      {children}
    </div>
  );
}
