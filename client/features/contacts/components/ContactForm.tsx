import { useTranslation } from '../../../i18n/translation.tsx';
import { CONTACT_LIMITS } from '../../../../shared/contract/limits.ts';
import { FormAlert } from '../../../ui/forms/FormAlert.tsx';
import { FORM, type FormErrors } from '../../../lib/forms/errors.ts';
import type { Submission } from '../../../lib/forms/submission.ts';
import { TextField } from '../../../ui/forms/TextField.tsx';
import { useForm } from '../../../lib/forms/useForm.ts';
import { all, email, maxLength, minLength, required, type Rules } from '../../../lib/forms/validators.ts';
import { ActionButton } from '../../../ui/ActionButton.tsx';
import type { ContactValues } from './fields.ts';

/** The limits the api holds too (shared/contract/contact.ts, the message's minimum is the form's own); its 400 answers land beside the same fields. */

export const CONTACT_RULES: Rules<ContactValues> = {
  name: all(required, maxLength(CONTACT_LIMITS.name)),
  email: all(required, email, maxLength(CONTACT_LIMITS.email)),
  subject: all(required, maxLength(CONTACT_LIMITS.subject)),
  message: all(required, minLength(CONTACT_LIMITS.messageMin), maxLength(CONTACT_LIMITS.message)),
};

export interface ContactFormProps {
  /** prefilled values (a signed-in user's name and address) */
  initial?: Partial<ContactValues>;
  submission: Submission;
  onSubmit(values: ContactValues): void;
  /** starts a new message after one was sent */
  onReset(): void;
}

const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' };

/** The contact form: checked in the browser, the api's answer shown beside each field, a busy button, a success state. */
export function ContactForm({ initial, submission, onSubmit, onReset }: ContactFormProps) {
  const { t } = useTranslation();
  const { bindForm, ...form } = useForm<ContactValues>({
    initial: () => ({ ...EMPTY, ...initial }),
    rules: CONTACT_RULES,
    serverErrors: submission.errors as FormErrors | null,
    onSubmit,
  });

  if (submission.done) {
    return (
      <div className="contact-form contact-form--sent" role="status">
        <h2 className="section-title">{t('contacts.form.sentTitle')}</h2>
        <p>{t('contacts.form.sentText')}</p>
        <button type="button" className="btn btn--ghost" onClick={onReset}>
          {t('contacts.form.another')}
        </button>
      </div>
    );
  }

  const text = (name: keyof ContactValues, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={t(`contacts.form.${name}`)}
      name={name}
      value={form.values[name]}
      onChange={(v) => form.set(name, v)}
      error={form.error(name)}
      required
      {...extra}
    />
  );

  return (
    <form ref={bindForm} className="contact-form" noValidate onSubmit={form.submit} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="section-title">
        {t('contacts.form.title')}
      </h2>
      <FormAlert message={form.error(FORM)} />
      {text('name', { autoComplete: 'name', maxLength: CONTACT_LIMITS.name })}
      {text('email', { type: 'email', autoComplete: 'email', maxLength: CONTACT_LIMITS.email })}
      {text('subject', { maxLength: CONTACT_LIMITS.subject })}
      {text('message', { multiline: true, rows: 7, maxLength: CONTACT_LIMITS.message })}
      <ActionButton type="submit" busy={submission.busy}>
        {t('contacts.form.send')}
      </ActionButton>
    </form>
  );
}
