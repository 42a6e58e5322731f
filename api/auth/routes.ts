// Sign-up, sign-in, sign-out and password reset (shared/contract/auth.ts), each limited per client
// IP; sign-in and forgot-password also per e-mail address.
import type { FastifyPluginAsync } from 'fastify';
import * as contract from '../../shared/contract/auth.ts';
import { bearerToken, currentUser } from '../http/auth.ts';
import { byBodyEmail, byBodyEmailAndIp, byIp } from '../http/rate-limit.ts';
import { route } from '../http/route.ts';
import { clockOf } from '../config.ts';
import { ApiError } from '../errors.ts';
import { createLockout, DEFAULT_LOCKOUT } from './lockout.ts';
import { disableMfa, mailSignInFailures, requestPasswordReset, resetPassword, signIn, signOut, signUp } from './service.ts';
import { setupMfa, verifyMfa } from './mfa.ts';

const routes: FastifyPluginAsync = async (app) => {
  const perIp = app.limit('auth-ip', app.limits.authPerIp, byIp);
  // Lockout that slows an attacker without locking the owner out (docs/decisions/0011): an account
  // tried from one client address gets authPerAddress attempts per window, so guesses from elsewhere
  // do not lock the owner's own address; across all addresses the account gets ten times that, which
  // still brakes a guessing botnet. Every 429 carries Retry-After.
  const perAddress = app.limit('auth-address', app.limits.authPerAddress, byBodyEmailAndIp);
  const perAccount = app.limit('auth-account', app.limits.authPerAddress * 10, byBodyEmail);
  // and a back-off that grows with repeated failures per account and address (api/auth/lockout.ts)
  const clock = clockOf(app.config);
  const lockout = createLockout(app.db, { ...DEFAULT_LOCKOUT, ...app.config.lockout }, clock);

  route(
    app,
    contract.signUp,
    async (request) => {
      const { user, existing } = await signUp(app, request.body);
      if (existing) request.log.info('sign-up with an address that has an account: its owner is mailed');
      else request.log.info({ userId: user._id }, 'user signed up');
      return { user };
    },
    { preHandler: [perIp] },
  );

  route(
    app,
    contract.signIn,
    async (request) => {
      const account = request.body.email.trim().toLowerCase();
      await lockout.check(account, request.ip);
      let session;
      try {
        session = await signIn(app.db, request.body.email, request.body.password, {
          otp: request.body.otp,
          now: clock(),
        });
      } catch (err) {
        // a wrong second factor counts like a wrong password (a missing one does not: it is the first step)
        if (err instanceof ApiError && (err.code === 'INVALID_CREDENTIALS' || err.code === 'MFA_CODE_INVALID')) {
          const { waitMs, alertOwner } = await lockout.fail(account, request.ip);
          if (waitMs > 0) request.log.warn({ waitMs }, 'sign-in back-off');
          if (alertOwner) await mailSignInFailures(app, account);
        }
        throw err;
      }
      await lockout.clear(account, request.ip);
      request.log.info({ userId: session.user._id }, 'user signed in');
      return session;
    },
    { preHandler: [perIp, perAddress, perAccount] },
  );

  // two-factor sign-in (api/auth/mfa.ts)
  route(app, contract.setupMfa, async (request) => {
    const user = currentUser(request);
    return setupMfa(app.db, user.id, user.email);
  });

  route(
    app,
    contract.verifyMfa,
    async (request) => {
      const user = currentUser(request);
      const recoveryCodes = await verifyMfa(app.db, user.id, request.body.code, clock());
      request.log.info({ userId: user.id }, 'two-factor sign-in turned on');
      return { recoveryCodes };
    },
    { preHandler: [perIp] },
  );

  route(
    app,
    contract.disableMfa,
    async (request) => {
      const user = currentUser(request);
      await disableMfa(app.db, user.id, request.body.password, request.body.otp, clock());
      request.log.info({ userId: user.id }, 'two-factor sign-in turned off');
      return null;
    },
    { preHandler: [perIp] },
  );

  route(app, contract.signOut, async (request) => {
    // the access check has found a live session for this very token
    const token = bearerToken(request);
    if (token) await signOut(app.db, token);
    return null;
  });

  route(
    app,
    contract.forgotPassword,
    async (request) => {
      await requestPasswordReset(app, request.body.email);
      return { message: 'If the address belongs to an account, a reset link is on its way' };
    },
    { preHandler: [perIp, perAddress, perAccount] },
  );

  route(
    app,
    contract.resetPassword,
    async (request) => {
      const userId = await resetPassword(app.db, request.body.resetToken, request.body.password);
      request.log.info({ userId }, 'password reset');
      return null;
    },
    { preHandler: [perIp] },
  );
};

export default routes;
