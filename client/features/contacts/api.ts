// The contact form's call (shared/contract/contact.ts).
import type { sendContactMessage as SendContactMessage } from '../../../shared/contract/contact.ts';
import { endpointCall } from '../../lib/api.ts';

export const sendContactMessage = endpointCall<typeof SendContactMessage>('POST', '/api/contact');
