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

export const SignInBody = Body(
  {
    email: EmailSchema,
    password: Type.String({ minLength: 1, maxLength: USER_LIMITS.password }),
    otp: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 40,
        description: 'with two-factor sign-in on: the 6-digit code of the authenticator app, or one unused recovery code',
      }),
    ),
  },
  { title: 'SignIn' },
);
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
  description:
    'Through the gateway the token goes into an httpOnly cookie and the answer is the current user only. With two-factor sign-in on, the right password without otp answers 401 MFA_CODE_REQUIRED and a wrong code 401 MFA_CODE_INVALID (counted by the sign-in back-off); no session is made.',
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

// ---------------------------------------------------------------------------------------------
// Two-factor sign-in (TOTP, RFC 6238: 6 digits, 30-second steps)

export const MfaSetup = Type.Object(
  {
    secret: Type.String({ description: 'base32, for typing into an authenticator app' }),
    otpauthUrl: Type.String({ description: 'otpauth://totp/… as the QR code holds it' }),
    qrSvg: Type.String({ description: 'the QR code of otpauthUrl as an SVG document' }),
  },
  { title: 'MfaSetup' },
);
export type MfaSetup = Static<typeof MfaSetup>;

export const MfaVerifyBody = Body(
  { code: Type.String({ minLength: 1, maxLength: 20, description: 'the 6 digits the app shows now' }) },
  { title: 'MfaVerify' },
);
export type MfaVerifyBody = Static<typeof MfaVerifyBody>;

export const MfaRecoveryCodes = Type.Object(
  { recoveryCodes: Type.Array(Type.String(), { description: 'ten single-use codes, shown this once; each can stand in for otp at sign-in' }) },
  { title: 'MfaRecoveryCodes' },
);

export const MfaDisableBody = Body(
  { password: Type.String({ minLength: 1, maxLength: USER_LIMITS.password }), otp: Type.String({ minLength: 1, maxLength: 40 }) },
  { title: 'MfaDisable' },
);
export type MfaDisableBody = Static<typeof MfaDisableBody>;

export const setupMfa = endpoint({
  method: 'POST',
  path: '/api/auth/mfa/setup',
  operationId: 'setupMfa',
  summary: 'Start enrolling two-factor sign-in: a new secret, pending until verified',
  description: 'Asking again replaces a pending secret; an account already enrolled gets 409 MFA_ENROLLED.',
  tags: ['auth'],
  access: 'session',
  response: { 200: MfaSetup, ...errorResponses(401, 409) },
});

export const verifyMfa = endpoint({
  method: 'POST',
  path: '/api/auth/mfa/verify',
  operationId: 'verifyMfa',
  summary: 'Finish enrolling with a code from the app; answers the recovery codes once',
  description: 'A wrong code is 400 naming code (MFA_CODE_INVALID); without a pending secret 409 MFA_SETUP_REQUIRED.',
  tags: ['auth'],
  access: 'session',
  body: MfaVerifyBody,
  response: { 200: MfaRecoveryCodes, ...errorResponses(400, 401, 409) },
});

export const disableMfa = endpoint({
  method: 'DELETE',
  path: '/api/auth/mfa',
  operationId: 'disableMfa',
  summary: 'Turn two-factor sign-in off, with the password and a current code (or a recovery code)',
  description: 'A wrong password is 400 naming password, a wrong code 400 naming otp; an account with a role cannot (409 MFA_REQUIRED_FOR_ROLE).',
  tags: ['auth'],
  access: 'session',
  body: MfaDisableBody,
  response: { 204: NoContent, ...errorResponses(400, 401, 409) },
});
