// The enquiries' calls (shared/contract/leads.ts): a page of them and a status change with a note.
import type { listLeads as ListLeads, updateLead as UpdateLead } from '../../../shared/contract/leads.ts';
import { endpointCall } from '../../lib/api.ts';

export const listLeads = endpointCall<typeof ListLeads>('GET', '/api/leads');
export const updateLead = endpointCall<typeof UpdateLead>('PATCH', '/api/leads/{id}');
