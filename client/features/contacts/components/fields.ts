// The contact form's fields, apart from the form component so the store (in the entry bundle)
// can name them without pulling the form into every page's JavaScript.

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
