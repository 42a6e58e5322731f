// The enquiry form (issue 24, leads), loaded lazily by ContactLister: name, e-mail, optional phone
// and the message, each labelled, with the api's 400 shown beside every field it names; a honeypot
// field people never see; a confirmation once sent (and, signed in, where the message is kept).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/translation.tsx';
import { TextField } from '../../../ui/forms/TextField.tsx';
import { FormAlert } from '../../../ui/forms/FormAlert.tsx';
import { ActionButton } from '../../../ui/ActionButton.tsx';
import { Link } from '../../../ui/Link.tsx';
import { apiErrorToFormErrors, FORM, msg, toApiFailure, type FormErrors } from '../../../lib/forms/errors.ts';
import { createApiCaller, endpointCall, type ApiCaller } from '../../../lib/api.ts';
import { LEAD_LIMITS } from '../../../../shared/contract/limits.ts';
import { LANGUAGES, type Language } from '../../../../shared/core/constants.ts';
import type { sendLead as SendLead } from '../../../../shared/contract/leads.ts';

const sendLead = endpointCall<typeof SendLead>('POST', '/api/estate/{aliasId}/leads');
let caller: ApiCaller | undefined;

const FIELDS = ['name', 'email', 'phone', 'message'] as const;
type Field = (typeof FIELDS)[number];

export default function LeadForm({ aliasId, titleId }: { aliasId: string; titleId: string }) {
  const { t, language } = useTranslation();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', phone: '', message: '' });
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ thread: boolean } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const done = useRef<HTMLDivElement>(null);

  // opened by the button: the focus goes to the first field
  useEffect(() => {
    form.current?.querySelector<HTMLInputElement>('input[name="leadName"]')?.focus();
  }, []);
  useEffect(() => {
    if (sent) done.current?.focus();
  }, [sent]);

  const set = (f: Field) => (v: string) => setValues((s) => ({ ...s, [f]: v }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      caller ??= createApiCaller({ base: '' });
      const lng = ((LANGUAGES as readonly string[]).includes(language) ? language : 'en') as Language;
      const phone = values.phone.trim();
      const res = await sendLead(caller, {
        params: { aliasId },
        body: {
          name: values.name,
          email: values.email.trim(),
          message: values.message,
          language: lng,
          ...(phone ? { phone } : {}),
          ...(website ? { website } : {}),
        },
      });
      setSent({ thread: res.messageId !== null });
    } catch (err) {
      const failure = toApiFailure(err);
      const mapped = apiErrorToFormErrors(failure, FIELDS, {
        codes: { OWN_LISTING: { message: msg('estateView.lead.own') } },
        special: { 404: msg('estateView.lead.gone'), 429: msg('estateView.lead.tooMany') },
      });
      setErrors(mapped);
      // the focus goes to the first field at fault, else to the form's message
      requestAnimationFrame(() => {
        const first = FIELDS.find((f) => mapped[f]);
        const target = first
          ? form.current?.querySelector<HTMLElement>(`[name="lead${first[0].toUpperCase()}${first.slice(1)}"]`)
          : form.current?.querySelector<HTMLElement>('[data-form-alert]');
        target?.focus();
      });
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <div ref={done} tabIndex={-1} className="contact-lister__done">
        <FormAlert kind="success" message={msg('estateView.lead.thanks')} />
        {sent.thread ? (
          <p>
            <Link to="/private/messages?box=sent">{t('estateView.lead.inMessages')}</Link>
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <form ref={form} className="contact-lister__form" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <FormAlert message={errors[FORM]} />
      <TextField
        label={t('estateView.lead.name')}
        name="leadName"
        value={values.name}
        onChange={set('name')}
        required
        autoComplete="name"
        maxLength={LEAD_LIMITS.name}
        error={errors.name}
      />
      <TextField
        label={t('estateView.lead.email')}
        name="leadEmail"
        type="email"
        value={values.email}
        onChange={set('email')}
        required
        autoComplete="email"
        maxLength={LEAD_LIMITS.email}
        error={errors.email}
      />
      <TextField
        label={t('estateView.lead.phone')}
        name="leadPhone"
        type="tel"
        value={values.phone}
        onChange={set('phone')}
        autoComplete="tel"
        maxLength={LEAD_LIMITS.phone}
        error={errors.phone}
      />
      <TextField
        label={t('estateView.lead.message')}
        name="leadMessage"
        value={values.message}
        onChange={set('message')}
        required
        multiline
        rows={5}
        maxLength={LEAD_LIMITS.message}
        error={errors.message}
      />
      {/* for bots only: out of sight, out of the tab order, hidden from screen readers */}
      <div className="contact-lister__trap" aria-hidden="true">
        <label>
          {t('estateView.lead.trap')}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" value={website} onChange={(e) => setWebsite(e.target.value)} />
        </label>
      </div>
      <p className="contact-lister__privacy">{t('estateView.lead.privacy')}</p>
      <ActionButton busy={busy} type="submit">
        {t('estateView.lead.send')}
      </ActionButton>
    </form>
  );
}
