// The auth feature's screens for the registry (client/app/screens.ts): no page data.
import type { ScreenEntries } from '../../lib/screens.ts';

export const screens = {
  signUp: { load: () => import('./screens/SignUpScreen.tsx') },
  signIn: { load: () => import('./screens/SignInScreen.tsx') },
  signOut: { load: () => import('./screens/SignOutScreen.tsx') },
  forgotPassword: { load: () => import('./screens/ForgotPasswordScreen.tsx') },
  resetPassword: { load: () => import('./screens/ResetPasswordScreen.tsx') },
} satisfies ScreenEntries;
