// The enquiries screen's state: a page of leads with its filter, and the lead being changed.
import type { FetchStatus } from '../../../shared/core/constants.ts';
import type { ListMeta } from '../../../shared/contract/common.ts';
import type { Lead, LeadList, LeadStatus } from '../../../shared/contract/leads.ts';
import { actionCreator } from '../../store/action.ts';
import { fetchLeads } from './actions.ts';
import type { Action } from 'redux';

export interface LeadsState {
  status: FetchStatus;
  values: Lead[];
  meta: ListMeta;
  filter: { status: LeadStatus | null; estate: string | null };
  /** the lead whose status is being saved */
  savingId: string | null;
  /** the lead whose last change failed */
  failedId: string | null;
}

export const LEADS_PAGE = 20;

export const initialLeadsState: LeadsState = {
  status: 'notFetched',
  values: [],
  meta: { page: 1, onPage: LEADS_PAGE, totalPages: 1, total: 0 },
  filter: { status: null, estate: null },
  savingId: null,
  failedId: null,
};

export const leadsLoaded = actionCreator<LeadList>('leads/loaded');
export const leadsFailed = actionCreator('leads/failed');
export const changeLead = actionCreator<{ id: string; status: LeadStatus; note: string }>('leads/change');
export const leadChanged = actionCreator<Lead>('leads/changed');
export const leadChangeFailed = actionCreator<{ id: string }>('leads/changeFailed');

export function leadsReducer(state: LeadsState = initialLeadsState, action: Action): LeadsState {
  if (fetchLeads.match(action)) return { ...state, status: 'fetching', filter: { status: action.payload.status, estate: action.payload.estate } };
  if (leadsLoaded.match(action)) return { ...state, status: 'success', values: action.payload.values, meta: action.payload.meta };
  if (leadsFailed.match(action)) return { ...state, status: 'failed' };
  if (changeLead.match(action)) return { ...state, savingId: action.payload.id, failedId: null };
  if (leadChanged.match(action)) {
    const lead = action.payload;
    return { ...state, savingId: null, values: state.values.map((l) => (l._id === lead._id ? lead : l)) };
  }
  if (leadChangeFailed.match(action)) return { ...state, savingId: null, failedId: action.payload.id };
  return state;
}

export const selectLeads = (s: { leads: LeadsState }): LeadsState => s.leads;

export * from './actions.ts';
