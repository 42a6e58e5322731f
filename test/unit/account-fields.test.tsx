// The account fields (client/ui/forms/AccountFields.tsx): one set of inputs and checks for the
// sign-up, sign-in and profile forms and the advert's contact step, whose limits are the contract's
// (shared/contract/limits.ts): at the limit both the form and the api schema take a value, past it
// both refuse it.
import t from 'tap';
import { Value } from 'typebox/value';
import { ACCOUNT_RULES, CityField, EmailField, FirstNameField, PasswordField } from '../../client/ui/forms/AccountFields.tsx';
import { AreaName, CityName, CompanyName, PasswordSchema, PersonName } from '../../shared/contract/users.ts';
import { USER_LIMITS } from '../../shared/contract/limits.ts';
import { render, tr } from './components-render.tsx';

t.test('the form and the api schema agree on each limit', async (t) => {
  const cases = [
    ['firstName', ACCOUNT_RULES.firstName, PersonName, USER_LIMITS.personName],
    ['lastName', ACCOUNT_RULES.lastName, PersonName, USER_LIMITS.personName],
    ['city', ACCOUNT_RULES.city, CityName, USER_LIMITS.city],
    ['area', ACCOUNT_RULES.area, AreaName, USER_LIMITS.area],
    ['company', ACCOUNT_RULES.company, CompanyName, USER_LIMITS.company],
    ['password', ACCOUNT_RULES.newPassword, PasswordSchema, USER_LIMITS.password],
  ] as const;
  for (const [field, rule, schema, limit] of cases) {
    const at = 'a'.repeat(limit);
    const over = 'a'.repeat(limit + 1);
    t.equal(rule(at), null, `${field}: the form takes ${limit} characters`);
    t.ok(Value.Check(schema, at), `${field}: so does the api`);
    t.not(rule(over), null, `${field}: the form refuses ${limit + 1}`);
    t.notOk(Value.Check(schema, over), `${field}: so does the api`);
  }
  const short = 'a'.repeat(USER_LIMITS.passwordMin - 1);
  t.not(ACCOUNT_RULES.newPassword(short), null, 'a chosen password shorter than the minimum: the form');
  t.notOk(Value.Check(PasswordSchema, short), 'and the api');
  t.equal(ACCOUNT_RULES.password(short), null, 'a sign-in takes any password');
});

t.test('each field keeps its label, name, type and autocomplete', async (t) => {
  const none = () => {};
  const first = render(<FirstNameField value="Jo" onChange={none} error={{ key: 'forms.errors.required' }} />);
  t.match(first, /name="firstName"/);
  t.match(first, /autoComplete="given-name"/);
  t.match(first, new RegExp(tr('en', 'auth.firstName')));
  t.match(first, /aria-invalid="true"/, 'an error marks the input');
  const mail = render(<EmailField value="" onChange={none} />);
  t.match(mail, /type="email"/);
  t.match(mail, /autoComplete="email"/);
  const chosen = render(<PasswordField value="" onChange={none} chosen />);
  t.match(chosen, /autoComplete="new-password"/);
  t.match(chosen, new RegExp(String(USER_LIMITS.passwordMin)), 'the length hint');
  const current = render(<PasswordField value="" onChange={none} chosen={false} />);
  t.match(current, /autoComplete="current-password"/);
  t.notMatch(current, new RegExp(tr('en', 'auth.passwordHint', { min: USER_LIMITS.passwordMin })), 'no hint at sign-in');
  t.match(render(<CityField value="" onChange={none} />), /autoComplete="address-level2"/);
});
