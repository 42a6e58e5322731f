// Every operator page (/admin, /admin/reports, /admin/estates, /admin/users; for admins /admin/audit,
// /admin/orders, /admin/plans, /admin/rates): the area's navigation (a moderator sees no link to an
// admin's screen), then the two-factor enrolment while there is none, else the page's list with its
// filters (in the URL), its pages and the outcome of the last action.
import { useDispatch, useSelector } from 'react-redux';
import type { Action, Dispatch } from 'redux';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '../../../i18n/translation.tsx';
import type { ScreenProps } from '../../../lib/screens.ts';
import { msg } from '../../../lib/forms/errors.ts';
import { FormAlert } from '../../../ui/forms/FormAlert.tsx';
import { Link } from '../../../ui/Link.tsx';
import { Pagination } from '../../../ui/Pagination.tsx';
import { selectLanguage } from '../../../session/language/index.ts';
import { selectMfaEnrolled, selectRoles } from '../../../session/user/index.ts';
import { holdsRole } from '../../../../shared/routing/guards.ts';
import { Enrolment, RecoveryCodes } from '../components/Enrolment.tsx';
import { Filters } from '../components/Filters.tsx';
import { Dashboard, Estates, Reports } from '../components/Lists.tsx';
import { Audit, Users } from '../components/People.tsx';
import { Content } from '../components/Content.tsx';
import { Orders } from '../components/Orders.tsx';
import { Plans } from '../components/Plans.tsx';
import { Rates } from '../components/Rates.tsx';
import { ADMIN_ONLY, ADMIN_PATHS, adminHref, adminQuery, type AdminView } from '../query.ts';
import { mfaCodesDone, selectAdmin } from '../slice.ts';

const VIEWS: Record<string, { view: AdminView; title: string }> = {
  admin: { view: 'dashboard', title: 'titles.admin' },
  adminReports: { view: 'reports', title: 'titles.adminReports' },
  adminEstates: { view: 'estates', title: 'titles.adminEstates' },
  adminUsers: { view: 'users', title: 'titles.adminUsers' },
  adminAudit: { view: 'audit', title: 'titles.adminAudit' },
  adminContent: { view: 'content', title: 'titles.adminContent' },
  adminOrders: { view: 'orders', title: 'titles.adminOrders' },
  adminPlans: { view: 'plans', title: 'titles.adminPlans' },
  adminRates: { view: 'rates', title: 'titles.adminRates' },
};

const OUTCOME_CODES = [
  'OPERATOR_ACCOUNT',
  'LAST_ADMIN',
  'NOT_PENDING',
  'NOT_REALTOR',
  'FORBIDDEN',
  'ALREADY_REFUNDED',
  'ORDER_NOT_PAID',
  'NOT_REFUNDABLE',
  'PLAN_IS_FREE',
  'VALIDATION',
];

/** What a done action says, where it says more than "Done." */
const DONE: Partial<Record<string, string>> = { refund: 'admin.outcome.refunded', plan: 'admin.outcome.planSaved', rate: 'admin.outcome.rateSaved' };

function AdminNav({ current, isAdmin }: { current: AdminView; isAdmin: boolean }) {
  const { t } = useTranslation();
  const views = (Object.values(VIEWS) as { view: AdminView; title: string }[]).filter((v) => isAdmin || !ADMIN_ONLY.includes(v.view));
  return (
    <nav className="admin-nav" aria-label={t('admin.nav')}>
      <ul>
        {views.map(({ view, title }) => (
          <li key={view}>
            <Link to={ADMIN_PATHS[view]} aria-current={view === current ? 'page' : undefined} className={view === current ? 'is-active' : undefined}>
              {t(title)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function AdminScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const dispatch = useDispatch<Dispatch<Action>>();
  const location = useLocation();
  const language = useSelector(selectLanguage);
  const isAdmin = holdsRole(useSelector(selectRoles), 'admin');
  const enrolled = useSelector(selectMfaEnrolled);
  const state = useSelector(selectAdmin);
  const { view, title } = VIEWS[match.route.screen ?? 'admin'] ?? VIEWS.admin;
  const query = adminQuery(view, location.search);
  const data = state.data?.view === view ? state.data : null;
  const meta = data && 'list' in data ? data.list.meta : null;
  const outcome = state.outcome;
  return (
    <div className="admin container">
      <AdminNav current={view} isAdmin={isAdmin} />
      <h1 className="admin__title">{t(title)}</h1>
      {state.mfa.codes ? <RecoveryCodes codes={state.mfa.codes} onDone={() => dispatch(mfaCodesDone())} /> : null}
      {!enrolled ? (
        <Enrolment />
      ) : (
        <>
          <Filters key={location.search} view={view} values={query.filters} />
          {outcome ? (
            <FormAlert
              kind={outcome.ok ? 'success' : 'error'}
              message={
                outcome.ok
                  ? msg(DONE[outcome.kind] ?? 'admin.outcome.done')
                  : msg(OUTCOME_CODES.includes(outcome.code ?? '') ? `admin.outcome.${outcome.code}` : 'admin.outcome.failed')
              }
            />
          ) : null}
          {state.status === 'failed' ? <FormAlert message={msg('admin.loadFailed')} /> : null}
          {meta ? (
            <p className="admin__count" role="status">
              {t('admin.count', { count: meta.total })}
            </p>
          ) : null}
          {data?.view === 'dashboard' ? <Dashboard summary={data.summary} language={language} /> : null}
          {data?.view === 'reports' ? <Reports list={data.list} acting={state.acting} language={language} /> : null}
          {data?.view === 'estates' ? <Estates list={data.list} acting={state.acting} language={language} /> : null}
          {data?.view === 'users' ? <Users list={data.list} acting={state.acting} isAdmin={isAdmin} language={language} /> : null}
          {data?.view === 'audit' ? <Audit list={data.list} language={language} /> : null}
          {data?.view === 'content' ? <Content list={data.list} language={language} /> : null}
          {data?.view === 'orders' ? <Orders list={data.list} acting={state.acting} language={language} /> : null}
          {data?.view === 'plans' ? <Plans plans={data.plans} language={language} /> : null}
          {data?.view === 'rates' ? <Rates rates={data.rates} language={language} /> : null}
          {meta ? (
            <Pagination
              page={meta.page}
              totalPages={meta.totalPages}
              hrefFor={(page) => adminHref(view, { page, filters: query.filters })}
              label={t(title)}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
