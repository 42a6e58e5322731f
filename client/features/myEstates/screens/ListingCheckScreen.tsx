// /listing-check?token=…: the page the freshness mail's links open (issue 24, item 6). No sign-in: after
// hydration it reads what the link does (GET, which changes nothing, so a mail scanner's prefetch is
// harmless) and shows one button; the owner's click does it (POST): "still available" confirms the
// listing, "sold or let" archives it. A forged link and an expired one get their own message.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../../../ui/Link.tsx';
import { useTranslation } from '../../../i18n/translation.tsx';
import { ActionButton } from '../../../ui/ActionButton.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { pickLocalized } from '../../../lib/localized.ts';
import type { Language } from '../../../../shared/core/constants.ts';
import type { FreshnessInfo } from '../../../../shared/contract/freshness.ts';
import { answerFreshness, browserApi, getFreshness } from '../api.ts';

type State =
  { kind: 'loading' } | { kind: 'invalid' | 'expired' | 'failed' } | { kind: 'ready' | 'busy' | 'done'; info: FreshnessInfo; failed?: boolean };

const problem = (err: unknown): 'invalid' | 'expired' | 'failed' => {
  const status = (err as { status?: number; statusCode?: number } | null)?.status ?? (err as { statusCode?: number } | null)?.statusCode;
  return status === 410 ? 'expired' : status === 400 || status === 404 ? 'invalid' : 'failed';
};

export function ListingCheckScreen() {
  const { t, language } = useTranslation();
  const location = useLocation();
  const token = new URLSearchParams(location.search).get('token') ?? '';
  const [found, setState] = useState<State>({ kind: 'loading' });
  const state: State = token ? found : { kind: 'invalid' };
  useEffect(() => {
    if (!token) return;
    let live = true;
    getFreshness(browserApi(), { query: { token } }).then(
      (info) => live && setState({ kind: 'ready', info }),
      (err: unknown) => live && setState({ kind: problem(err) }),
    );
    return () => {
      live = false;
    };
  }, [token]);
  const act = (info: FreshnessInfo) => {
    setState({ kind: 'busy', info });
    answerFreshness(browserApi(), { query: { token } }).then(
      (done) => setState({ kind: 'done', info: done }),
      (err: unknown) => setState(problem(err) === 'failed' ? { kind: 'ready', info, failed: true } : { kind: problem(err) }),
    );
  };
  const open = 'info' in state ? state : null;
  const title = 'info' in state ? (pickLocalized(state.info.title, language as Language)?.text ?? '') : '';
  return (
    <div className="container listing-check">
      <h1>{t('myEstates.check.title')}</h1>
      {state.kind === 'loading' ? (
        <Spinner label={t('myEstates.check.loading')} />
      ) : state.kind === 'invalid' || state.kind === 'expired' || state.kind === 'failed' ? (
        <p role="alert">{t(`myEstates.check.${state.kind}`)}</p>
      ) : state.kind === 'done' ? (
        <p role="status">
          {state.info.action === 'confirm' && state.info.status === 'published'
            ? t('myEstates.check.confirmed', { title })
            : state.info.status === 'archived'
              ? t('myEstates.check.archived', { title })
              : t('myEstates.check.notPublished', { title })}
        </p>
      ) : open ? (
        <>
          <p>{t(open.info.action === 'confirm' ? 'myEstates.check.confirmQuestion' : 'myEstates.check.archiveQuestion', { title })}</p>
          <ActionButton busy={open.kind === 'busy'} onClick={() => act(open.info)}>
            {t(open.info.action === 'confirm' ? 'myEstates.check.confirm' : 'myEstates.check.archive')}
          </ActionButton>
          {open.failed ? <p role="alert">{t('myEstates.check.failed')}</p> : null}
        </>
      ) : null}
      <p>
        <Link to="/private/myestates">{t('myEstates.check.myEstates')}</Link>
      </p>
    </div>
  );
}

export default ListingCheckScreen;
