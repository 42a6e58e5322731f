// Accounts: sign-up, sign-in (the api answers a session token; the gateway keeps it in its httpOnly
// cookie and answers the rest), sign-out and the password reset by mailed link.
import { Type, type Static } from 'typebox';
import { Body, CountryCode, Language } from './common.ts';
import { endpoint, errorResponses, NoContent } from './http.ts';
import { USER_LIMITS } from './limits.ts';
import { AreaName, CityName, CompanyName, CurrentUser, EmailSchema, PasswordSchema, PersonName, Phone, User, UserTitle } from './users.ts';

export const SignUpBody = Body(
  {
    email: EmailSchema,
    password: PasswordSchema,
    title: UserTitle,
    firstName: PersonName,
    lastName: PersonName,
    isRealtor: Type.Boolean(),
    countryCode: CountryCode,
    city: CityName,
    area: Type.Optional(AreaName),
    phone: Type.Optional(Phone),
    /** optional for realtors too: a realtor may trade under their own name */
    company: Type.Optional(CompanyName),
    language: Type.Optional(Language),
  },
  { title: 'SignUp' },
);
export type SignUpBody = Static<typeof SignUpBody>;

export const SignInBody = Body({ email: EmailSchema, password: Type.String({ minLength: 1, maxLength: USER_LIMITS.password }) }, { title: 'SignIn' });
export type SignInBody = Static<typeof SignInBody>;

export const ForgotPasswordBody = Body({ email: EmailSchema });
export type ForgotPasswordBody = Static<typeof ForgotPasswordBody>;

export const ResetPasswordBody = Body({ resetToken: Type.String({ minLength: 1, maxLength: 200 }), password: PasswordSchema });
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

/** The api's sign-in answer: the current user plus the session token (the gateway strips it). */
export const Session = Type.Object(
  { ...CurrentUser.properties, token: Type.String({ description: 'send as `Authorization: Bearer <token>`; valid 30 days or until sign-out' }) },
  { title: 'Session' },
);
export type Session = Static<typeof Session>;

// ---------------------------------------------------------------------------------------------
// Endpoints

export const signUp = endpoint({
  method: 'POST',
  path: '/api/auth/sign-up',
  operationId: 'signUp',
  summary: 'Create an account; company is optional, for realtors too',
  description:
    'A password among the 100 000 most common is refused with 400, field password, code COMMON_PASSWORD; one that is easy to guess (a zxcvbn score under 3, the address and names counting as known words) with code WEAK_PASSWORD. An address that has an account already answers as a new one would (201, nothing stored) and its owner is mailed instead, so sign-up tells nobody which addresses have accounts.',
  tags: ['auth'],
  access: 'public',
  body: SignUpBody,
  response: { 201: Type.Object({ user: User }), ...errorResponses(400, 429) },
});

export const signIn = endpoint({
  method: 'POST',
  path: '/api/auth/sign-in',
  operationId: 'signIn',
  summary: 'Start a session; an unknown address and a wrong password answer alike',
  description: 'Through the gateway the token goes into an httpOnly cookie and the answer is the current user only.',
  tags: ['auth'],
  access: 'public',
  body: SignInBody,
  response: { 200: Session, ...errorResponses(400, 401, 429) },
});

/**
 * The gateway's answer on the same path (the api never registers it): the token goes into the
 * httpOnly session cookie and the browser gets the current user only. A sign-in posted from another
 * site is refused (403).
 */
export const signInAtGateway = endpoint({
  method: 'POST',
  path: '/api/auth/sign-in',
  operationId: 'signInAtGateway',
  summary: 'Start a browser session: the token is set as the session cookie, never answered',
  tags: ['auth'],
  access: 'public',
  body: SignInBody,
  response: { 200: CurrentUser, ...errorResponses(400, 401, 403, 429, 502) },
});

export const signOut = endpoint({
  method: 'POST',
  path: '/api/auth/sign-out',
  operationId: 'signOut',
  summary: 'End the session of the token sent',
  tags: ['auth'],
  access: 'session',
  response: { 204: NoContent, ...errorResponses(401) },
});

export const forgotPassword = endpoint({
  method: 'POST',
  path: '/api/auth/forgot-password',
  operationId: 'forgotPassword',
  summary: 'Mail a single-use reset link (1 hour); answers 202 whether or not the address exists',
  tags: ['auth'],
  access: 'public',
  body: ForgotPasswordBody,
  response: { 202: Type.Object({ message: Type.String() }), ...errorResponses(400, 429) },
});

export const resetPassword = endpoint({
  method: 'POST',
  path: '/api/auth/reset-password',
  operationId: 'resetPassword',
  summary: 'Set a new password with a reset token; ends every session of the user',
  tags: ['auth'],
  access: 'public',
  body: ResetPasswordBody,
  response: { 204: NoContent, ...errorResponses(400, 429) },
});
