// The auth feature, declared once (client/lib/feature.ts): its store part and its screens with
// their routes, data, titles and heads. client/app/features.ts lists it.
import { defineFeature } from '../../lib/feature.ts';
import type { authReducer } from './slice.ts';
export default defineFeature({
  key: 'auth',
  lazy: () => import('./store.ts'),
  screens: {
    signUp: { path: '/sign-up', noindex: true, load: () => import('./screens/SignUpScreen.tsx') },
    signIn: { path: '/sign-in', noindex: true, load: () => import('./screens/SignInScreen.tsx') },
    signOut: { path: '/sign-out', noindex: true, load: () => import('./screens/SignOutScreen.tsx') },
    forgotPassword: { path: '/forgot-password', noindex: true, load: () => import('./screens/ForgotPasswordScreen.tsx') },
    resetPassword: { path: '/reset-password/:resetToken', noindex: true, load: () => import('./screens/ResetPasswordScreen.tsx') },
  },
});

declare module '../../store/state.ts' {
  interface FeatureStates {
    auth: ReturnType<typeof authReducer>;
  }
}
