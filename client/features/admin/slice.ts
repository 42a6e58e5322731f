// The operator screens' state: the page on screen (one list at a time, with the query it was loaded
// for), the counts of the dashboard, the action being carried out and its outcome (with the api's
// field errors, shown at their fields), and the two-factor enrolment.
import type { FetchStatus } from '../../../shared/core/constants.ts';
import { actionCreator } from '../../store/action.ts';
import { fetchAdminPage } from './actions.ts';
import type { FieldError } from '../../../shared/contract/http.ts';
import type { AdminDashboard } from '../../../shared/contract/admin.ts';
import type { PlanPatchBody } from '../../../shared/contract/admin-billing.ts';
import type { AdminPlans, AdminRates, AuditPage, ContentPage, EstatePage, MfaSetupAnswer, OrderPage, ReportPage, UserPage } from './api.ts';
import type { AdminView } from './query.ts';
import type { Action } from 'redux';
import type {
  AdminArticle,
  AdminCountryGuide,
  CreateArticleBody,
  PatchArticleBody,
  PatchCountryGuideBody,
} from '../../../shared/contract/admin-content.ts';

/** The content editor: the article open (null: a new one), its last preview, the last save. */
export interface ContentEditorState {
  open: boolean;
  id: string | null;
  article: AdminArticle | null;
  status: 'idle' | 'loading' | 'saving' | 'failed';
  preview: string | null;
  saved: { ok: boolean; code: string | null } | null;
  /** a country guide open instead of an article: its code, and the guide once loaded */
  guideCode: string | null;
  guide: AdminCountryGuide | null;
}
const closedEditor: ContentEditorState = {
  open: false,
  id: null,
  article: null,
  status: 'idle',
  preview: null,
  saved: null,
  guideCode: null,
  guide: null,
};

export type AdminData =
  | { view: 'dashboard'; summary: AdminDashboard }
  | { view: 'reports'; list: ReportPage }
  | { view: 'estates'; list: EstatePage }
  | { view: 'users'; list: UserPage }
  | { view: 'audit'; list: AuditPage }
  | { view: 'content'; list: ContentPage }
  | { view: 'orders'; list: OrderPage }
  | { view: 'plans'; plans: AdminPlans }
  | { view: 'rates'; rates: AdminRates };

/** What an operator does to a listing or an account (the api's endpoints, one each). */
export type AdminAct =
  | { kind: 'moderate'; aliasId: string; action: 'unpublish' | 'restore' | 'dismiss_reports' | 'approve' | 'reject'; reason?: string }
  | { kind: 'block'; id: string; reason: string }
  | { kind: 'unblock' | 'verify' | 'unverify'; id: string }
  | { kind: 'roles'; id: string; roles: string[] }
  | { kind: 'deleteContent'; id: string; reason: string }
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
  editor: ContentEditorState;
}

export const initialAdminState: AdminState = {
  view: null,
  search: '',
  status: 'notFetched',
  data: null,
  acting: null,
  outcome: null,
  mfa: { status: 'idle', setup: null, codes: null, code: null },
  editor: closedEditor,
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

/** open the editor on an article (id) or a new one (null) */
export const contentOpen = actionCreator<{ id: string | null }>('admin/contentOpen');
export const contentLoaded = actionCreator<{ article: AdminArticle }>('admin/contentLoaded');
export const contentClose = actionCreator('admin/contentClose');
export const contentSave = actionCreator<{ id: string | null; create?: CreateArticleBody; patch?: PatchArticleBody }>('admin/contentSave');
export const contentSaved = actionCreator<{ article: AdminArticle }>('admin/contentSaved');
export const contentFailed = actionCreator<{ code: string | null }>('admin/contentFailed');
export const contentPreview = actionCreator<{ body: string; format?: 'markdown' | 'html' }>('admin/contentPreview');
export const contentPreviewed = actionCreator<{ html: string }>('admin/contentPreviewed');
/** open the editor on a country's guide */
export const guideOpen = actionCreator<{ code: string }>('admin/guideOpen');
export const guideLoaded = actionCreator<{ guide: AdminCountryGuide }>('admin/guideLoaded');
export const guideSave = actionCreator<{ code: string; patch: PatchCountryGuideBody }>('admin/guideSave');
export const guideSaved = actionCreator<{ guide: AdminCountryGuide }>('admin/guideSaved');

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
  if (contentOpen.match(action))
    return { ...state, editor: { ...closedEditor, open: true, id: action.payload.id, status: action.payload.id ? 'loading' : 'idle' } };
  if (contentLoaded.match(action))
    return { ...state, editor: { ...state.editor, status: 'idle', article: action.payload.article, id: action.payload.article._id } };
  if (contentClose.match(action)) return { ...state, editor: closedEditor };
  if (guideOpen.match(action)) return { ...state, editor: { ...closedEditor, open: true, guideCode: action.payload.code, status: 'loading' } };
  if (guideLoaded.match(action)) return { ...state, editor: { ...state.editor, status: 'idle', guide: action.payload.guide } };
  if (guideSave.match(action)) return { ...state, editor: { ...state.editor, status: 'saving', saved: null } };
  if (guideSaved.match(action))
    return { ...state, editor: { ...state.editor, status: 'idle', guide: action.payload.guide, saved: { ok: true, code: null } } };
  if (contentSave.match(action)) return { ...state, editor: { ...state.editor, status: 'saving', saved: null } };
  if (contentSaved.match(action))
    return {
      ...state,
      editor: { ...state.editor, status: 'idle', article: action.payload.article, id: action.payload.article._id, saved: { ok: true, code: null } },
    };
  if (contentFailed.match(action)) return { ...state, editor: { ...state.editor, status: 'idle', saved: { ok: false, code: action.payload.code } } };
  if (contentPreviewed.match(action)) return { ...state, editor: { ...state.editor, preview: action.payload.html } };
  if (mfaSetupRequest.match(action) || mfaVerifyRequest.match(action)) return { ...state, mfa: { ...state.mfa, status: 'busy', code: null } };
  if (mfaSetupLoaded.match(action)) return { ...state, mfa: { ...state.mfa, status: 'idle', setup: action.payload } };
  if (mfaVerified.match(action)) return { ...state, mfa: { status: 'idle', setup: null, codes: action.payload.recoveryCodes, code: null } };
  if (mfaCodesDone.match(action)) return { ...state, mfa: { ...state.mfa, codes: null } };
  if (mfaFailed.match(action)) return { ...state, mfa: { ...state.mfa, status: 'failed', code: action.payload.code } };
  return state;
}

export const selectAdmin = (s: { admin: AdminState }): AdminState => s.admin;

export * from './actions.ts';
