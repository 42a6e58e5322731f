// The unread badge's api call (shared/contract/messages.ts).
import type { getUnreadAmount as GetUnreadAmount } from '../../../shared/contract/messages.ts';
import { endpointCall } from '../../lib/api.ts';

export const getUnreadAmount = endpointCall<typeof GetUnreadAmount>('GET', '/api/messages/unread-amount');
