import type { ContactValues } from '../../components/contact/fields.ts';
import type { FormErrors } from '../../components/forms/messages.ts';
import { actionCreator } from '../../store/action.ts';

export const contactSubmit = actionCreator<ContactValues>('contacts/submit');
export const contactSent = actionCreator('contacts/sent');
export const contactFailed = actionCreator<FormErrors>('contacts/failed');
/** back to an empty form (after a message was sent, or when the page is opened again) */
export const contactReset = actionCreator('contacts/reset');
