// The leads feature's action its manifest dispatches: it stays in the first-load code while the
// reducer and saga load with the enquiries screen (client/store/lazyFeatures.ts).
import type { LeadStatus } from '../../../shared/contract/leads.ts';
import { actionCreator } from '../../store/action.ts';

export const fetchLeads = actionCreator<{ page: number; status: LeadStatus | null; estate: string | null }>('leads/fetch');
