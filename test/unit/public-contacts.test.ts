// The contact form's store: the body sent, success, an api 400 beside its field, 429.
import t from 'tap';
import { END } from 'redux-saga';
import { CONTACT_RULES } from '../../client/features/contacts/components/ContactForm.tsx';
import { runRules } from '../../client/lib/forms/validators.ts';
import { contactReset, contactSubmit } from '../../client/features/contacts/slice.ts';
import { apiError, makeStore } from './client-store-helpers.ts';

const values = { name: ' Anna ', email: 'anna@example.com ', subject: 'Question', message: 'Is the villa still available?' };

async function run(routes: Parameters<typeof makeStore>[0], ...actions: { type: string }[]) {
  const s = makeStore(routes);
  for (const a of actions) s.store.dispatch(a);
  s.store.dispatch(END);
  await s.sagaTask.toPromise();
  return s;
}

t.test('browser checks: each field names its problem', async (t) => {
  const errors = runRules({ name: '', email: 'not-an-address', subject: 'x'.repeat(201), message: 'short' }, CONTACT_RULES);
  t.equal(errors.name?.key, 'forms.errors.required');
  t.equal(errors.email?.key, 'forms.errors.email');
  t.equal(errors.subject?.key, 'forms.errors.tooLong');
  t.equal(errors.message?.key, 'forms.errors.tooShort');
  t.same(runRules(values, CONTACT_RULES), {}, 'good values pass');
});

t.test('a message is posted with the language and the form is done', async (t) => {
  let body: unknown;
  const { store } = await run({ 'POST /api/contact': (_p, o) => ((body = o.body), { message: 'ok' }) }, contactSubmit(values));
  t.same(body, { name: 'Anna', email: 'anna@example.com', subject: 'Question', message: values.message, language: 'en' });
  t.same(store.getState().contacts.submission, { busy: false, errors: null, done: true });
});

t.test('a 400 naming a field puts the message beside that field', async (t) => {
  const { store } = await run(
    {
      'POST /api/contact': () =>
        apiError(400, 'body/email must match format "email"', {
          statusCode: 400,
          error: 'Bad Request',
          code: 'VALIDATION',
          message: 'body/email must match format "email"',
          errors: [{ field: 'email', code: 'INVALID_EMAIL', message: 'email must match format "email"' }],
        }),
    },
    contactSubmit(values),
  );
  const s = store.getState().contacts.submission;
  t.equal(s.busy, false);
  t.equal(s.errors?.email?.key, 'forms.errors.email');
});

t.test('429 says to wait; reset starts over', async (t) => {
  const { store } = await run({ 'POST /api/contact': () => apiError(429, 'Too Many Requests') }, contactSubmit(values));
  t.equal(store.getState().contacts.submission.errors?._form?.key, 'contacts.form.rateLimited');
  store.dispatch(contactReset());
  t.same(store.getState().contacts.submission, { busy: false, errors: null, done: false });
});
