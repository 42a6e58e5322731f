// /private/messages/new: to a user (by their id, prefilled from ?to= or from the listing's owner),
// optionally about a listing, with subject and text.
import { useTranslation } from '../../../i18n/translation.tsx';
import { MESSAGE_LIMITS } from '../../../../shared/contract/limits.ts';
import { ActionButton } from '../../../ui/ActionButton.tsx';
import { FormAlert } from '../../../ui/forms/FormAlert.tsx';
import { TextField } from '../../../ui/forms/TextField.tsx';
import { FORM, type FormErrors } from '../../../lib/forms/errors.ts';
import { useForm } from '../../../lib/forms/useForm.ts';
import { all, maxLength, required } from '../../../lib/forms/validators.ts';

export interface MessageValues {
  to: string;
  subject: string;
  body: string;
}

export interface MessageFormProps {
  initial: MessageValues;
  /** the recipient's name when known (then the id field is not shown) */
  recipientName: string | null;
  /** the listing the message is about, when given */
  estateTitle: string | null;
  busy: boolean;
  serverErrors: FormErrors | null;
  onSubmit(values: MessageValues): void;
}

export function MessageForm({ initial, recipientName, estateTitle, busy, serverErrors, onSubmit }: MessageFormProps) {
  const { t } = useTranslation();
  const { bindForm, ...form } = useForm<MessageValues>({
    initial,
    rules: { to: required, subject: all(required, maxLength(MESSAGE_LIMITS.subject)), body: all(required, maxLength(MESSAGE_LIMITS.body)) },
    serverErrors,
    onSubmit,
  });
  const { values, set } = form;
  return (
    <form ref={bindForm} className="message-form" method="post" noValidate onSubmit={form.submit}>
      <FormAlert message={form.errors[FORM]} />
      {recipientName ? (
        <p className="message-form__recipient">
          <span className="message-form__label">{t('privateMessages.to')}</span> {recipientName}
        </p>
      ) : null}
      {!recipientName || form.error('to') ? (
        <TextField
          label={t('privateMessages.recipient')}
          name="to"
          required
          value={values.to}
          onChange={(v) => set('to', v)}
          error={form.error('to')}
          hint={t('privateMessages.recipientHint')}
        />
      ) : null}
      {estateTitle ? (
        <p className="message-form__estate">
          <span className="message-form__label">{t('privateMessages.about')}</span> {estateTitle}
        </p>
      ) : null}
      {form.error('estateAliasId') ? <FormAlert message={form.error('estateAliasId')} /> : null}
      <TextField
        label={t('privateMessages.subject')}
        name="subject"
        required
        maxLength={200}
        value={values.subject}
        onChange={(v) => set('subject', v)}
        error={form.error('subject')}
      />
      <TextField
        label={t('privateMessages.body')}
        name="body"
        required
        multiline
        rows={8}
        maxLength={5000}
        value={values.body}
        onChange={(v) => set('body', v)}
        error={form.error('body')}
      />
      <ActionButton type="submit" busy={busy} disabled={!form.ready}>
        {t('privateMessages.send')}
      </ActionButton>
    </form>
  );
}
