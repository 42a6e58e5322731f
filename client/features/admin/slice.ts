// The operator screens' state: the page on screen (one list at a time, with the query it was loaded
// for), the counts of the dashboard, the action being carried out and its outcome (with the api's
// field errors, shown at their fields), and the two-factor enrolment.
import type { FetchStatus } from '../../../shared/core/constants.ts';
import { actionCreator } from '../../store/action.ts';
import { fetchAdminPage } from './actions.ts';
import type { FieldError } from '../../../shared/contract/http.ts';
import type { PlanPatchBody } from '../../../shared/contract/admin-billing.ts';
import type { AdminPlans, AdminRates, AuditPage, EstatePage, MfaSetupAnswer, OrderPage, ReportPage, UserPage } from './api.ts';
import type { AdminView } from './query.ts';
import type { Action } from 'redux';

export type AdminData =
  | { view: 'dashboard'; openReports: number; pending: number }
  | { view: 'reports'; list: ReportPage }
  | { view: 'estates'; list: EstatePage }
  | { view: 'users'; list: UserPage }
  | { view: 'audit'; list: AuditPage }
  | { view: 'orders'; list: OrderPage }
  | { view: 'plans'; plans: AdminPlans }
  | { view: 'rates'; rates: AdminRates };

/** What an operator does to a listing or an account (the api's endpoints, one each). */
export type AdminAct =
  | { kind: 'moderate'; aliasId: string; action: 'unpublish' | 'restore' | 'dismiss_reports' | 'approve' | 'reject'; reason?: string }
  | { kind: 'block'; id: string; reason: string }
  | { kind: 'unblock' | 'verify' | 'unverify'; id: string }
  | { kind: 'roles'; id: string; roles: string[] }
  | { kind: 'refund'; id: string; reason: string }
  | { kind: 'plan'; id: string; patch: PlanPatchBody }
  | { kind: 'rate'; id: 'usd' | 'rub'; rate: number; note: string };

/** A field error of a refused action, as the api named it (`prices.eur`, `resources.0.limit`). */
export type ActFieldError = Pick<FieldError, 'field' | 'code' | 'limit'>;

export interface AdminState {
  view: AdminView | null;
  search: string;
  status: FetchStatus;
  data: AdminData | null;
  /** the target (aliasId or user id) of the action under way */
  acting: string | null;
  /** the last action's outcome: done, or failed with the api's code */
  outcome: { target: string; kind: AdminAct['kind']; ok: boolean; code: string | null; fields: ActFieldError[] } | null;
  mfa: { status: 'idle' | 'busy' | 'failed'; setup: MfaSetupAnswer | null; codes: string[] | null; code: string | null };
}

export const initialAdminState: AdminState = {
  view: null,
  search: '',
  status: 'notFetched',
  data: null,
  acting: null,
  outcome: null,
  mfa: { status: 'idle', setup: null, codes: null, code: null },
};

export const adminLoaded = actionCreator<{ data: AdminData }>('admin/loaded');
export const adminFailed = actionCreator('admin/failed');
export const adminAct = actionCreator<{ act: AdminAct }>('admin/act');
export const adminActed = actionCreator<{ target: string; kind: AdminAct['kind'] }>('admin/acted');
export const adminActFailed = actionCreator<{ target: string; kind: AdminAct['kind']; code: string | null; fields?: ActFieldError[] }>(
  'admin/actFailed',
);
export const mfaSetupRequest = actionCreator('admin/mfaSetup');
export const mfaSetupLoaded = actionCreator<MfaSetupAnswer>('admin/mfaSetupLoaded');
export const mfaVerifyRequest = actionCreator<{ code: string }>('admin/mfaVerify');
export const mfaVerified = actionCreator<{ recoveryCodes: string[] }>('admin/mfaVerified');
export const mfaFailed = actionCreator<{ code: string | null }>('admin/mfaFailed');
/** the recovery codes were seen: they are forgotten */
export const mfaCodesDone = actionCreator('admin/mfaCodesDone');

export const targetOf = (act: AdminAct): string => (act.kind === 'moderate' ? act.aliasId : act.id);

export function adminReducer(state: AdminState = initialAdminState, action: Action): AdminState {
  if (fetchAdminPage.match(action)) {
    const same = state.view === action.payload.view;
    return { ...state, view: action.payload.view, search: action.payload.search, status: 'fetching', data: same ? state.data : null };
  }
  if (adminLoaded.match(action)) return { ...state, status: 'success', data: action.payload.data };
  if (adminFailed.match(action)) return { ...state, status: 'failed' };
  if (adminAct.match(action)) return { ...state, acting: targetOf(action.payload.act), outcome: null };
  if (adminActed.match(action))
    return { ...state, acting: null, outcome: { target: action.payload.target, kind: action.payload.kind, ok: true, code: null, fields: [] } };
  if (adminActFailed.match(action)) {
    const { target, kind, code, fields = [] } = action.payload;
    return { ...state, acting: null, outcome: { target, kind, ok: false, code, fields } };
  }
  if (mfaSetupRequest.match(action) || mfaVerifyRequest.match(action)) return { ...state, mfa: { ...state.mfa, status: 'busy', code: null } };
  if (mfaSetupLoaded.match(action)) return { ...state, mfa: { ...state.mfa, status: 'idle', setup: action.payload } };
  if (mfaVerified.match(action)) return { ...state, mfa: { status: 'idle', setup: null, codes: action.payload.recoveryCodes, code: null } };
  if (mfaCodesDone.match(action)) return { ...state, mfa: { ...state.mfa, codes: null } };
  if (mfaFailed.match(action)) return { ...state, mfa: { ...state.mfa, status: 'failed', code: action.payload.code } };
  return state;
}

export const selectAdmin = (s: { admin: AdminState }): AdminState => s.admin;

export * from './actions.ts';
