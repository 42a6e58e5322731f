// The auth feature's screens for the registry (client/app/screens.ts): no page data.
import type { ScreenEntries } from '../../lib/screens.ts';
import { withFeature } from '../../store/lazyFeatures.ts';

export const screens = {
  signUp: { load: withFeature('auth', () => import('./screens/SignUpScreen.tsx')) },
  signIn: { load: withFeature('auth', () => import('./screens/SignInScreen.tsx')) },
  signOut: { load: withFeature('auth', () => import('./screens/SignOutScreen.tsx')) },
  forgotPassword: { load: withFeature('auth', () => import('./screens/ForgotPasswordScreen.tsx')) },
  resetPassword: { load: withFeature('auth', () => import('./screens/ResetPasswordScreen.tsx')) },
} satisfies ScreenEntries;
