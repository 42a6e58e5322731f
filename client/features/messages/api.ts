// The message screens' api calls (shared/contract/messages.ts), and the two lookups of a new
// message's context: the listing it is about and the recipient's profile.
import type { getEstate as GetEstate } from '../../../shared/contract/estates.ts';
import type { getMessage as GetMessage, listMessages as ListMessages, sendMessage as SendMessage } from '../../../shared/contract/messages.ts';
import type { getUserProfile as GetUserProfile } from '../../../shared/contract/users.ts';
import { endpointCall } from '../../lib/api.ts';

export const listMessages = endpointCall<typeof ListMessages>('GET', '/api/messages');
export const getMessage = endpointCall<typeof GetMessage>('GET', '/api/messages/{id}');
export const sendMessage = endpointCall<typeof SendMessage>('POST', '/api/messages');

export const getEstate = endpointCall<typeof GetEstate>('GET', '/api/estate/{aliasId}');
export const getUserProfile = endpointCall<typeof GetUserProfile>('GET', '/api/user/aliasId/{aliasId}');
