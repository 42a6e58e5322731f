// /contacts: the operator's address and the contact form (prefilled for a signed-in user).
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from '../../../i18n/translation.tsx';
import type { Action, Dispatch } from 'redux';
import { ContactAddress } from '../components/ContactAddress.tsx';
import { ContactForm } from '../components/ContactForm.tsx';
import { selectLanguage } from '../../../session/language/index.ts';
import { selectUserData } from '../../../session/user/index.ts';
import { contactReset, contactSubmit, selectContactSubmission } from '../slice.ts';

export function ContactsScreen() {
  const { t } = useTranslation();
  const dispatch = useDispatch<Dispatch<Action>>();
  const language = useSelector(selectLanguage);
  const user = useSelector(selectUserData);
  const submission = useSelector(selectContactSubmission);
  // a new form (empty again) after "write another message"
  const [round, setRound] = useState(0);

  // a new visit starts with an empty form
  useEffect(() => {
    dispatch(contactReset());
  }, [dispatch]);

  const initial = user ? { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email } : undefined;
  return (
    <div className="contacts-page container">
      <h1>{t('contacts.title')}</h1>
      <p className="page-lead">{t('contacts.lead')}</p>
      <div className="contacts-page__layout">
        <ContactForm
          key={round}
          initial={initial}
          submission={submission}
          onSubmit={(values) => dispatch(contactSubmit(values))}
          onReset={() => {
            dispatch(contactReset());
            setRound((r) => r + 1);
          }}
        />
        <ContactAddress language={language} />
      </div>
    </div>
  );
}

export default ContactsScreen;
