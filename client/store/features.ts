// Every feature of the store, registered statically: the server (renderer/index.ts) and the tests
// run all their sagas, so server rendering sees every feature. The browser starts with the core
// features only (client/store/coreFeatures.ts) and registers the lazy ones
// (client/store/lazyFeatures.ts) when their screens' chunks load (client/store/browserStore.ts).
// Adding a feature: a core one goes into coreFeatures.ts; a private or rarely used one gets a
// `feature.ts` (its store key, reducer and saga), an entry in lazyFeatures.ts and one here.
import { coreReducers, coreSagas } from './coreFeatures.ts';
import { feature as auth } from '../features/auth/feature.ts';
import { feature as billing } from '../features/billing/feature.ts';
import { feature as contacts } from '../features/contacts/feature.ts';
import { feature as estateForm } from '../features/estateForm/feature.ts';
import { feature as massImport } from '../features/massImport/feature.ts';
import { feature as messages } from '../features/messages/feature.ts';
import { feature as myEstates } from '../features/myEstates/feature.ts';
import { feature as plans } from '../features/plans/feature.ts';
import { feature as profile } from '../features/profile/feature.ts';
import { feature as content } from '../features/content/feature.ts';
import { feature as countries } from '../features/countries/feature.ts';
import { feature as realtors } from '../features/realtors/feature.ts';

/** the lazy features, in the order their sagas start on the server */
const LAZY = [content, realtors, countries, auth, messages, myEstates, massImport, estateForm, profile, billing, plans, contacts];

export const reducers = {
  ...coreReducers,
  ...Object.fromEntries(LAZY.map((f) => [f.key, f.reducer])),
} as typeof coreReducers & {
  auth: typeof auth.reducer;
  privateMessages: typeof messages.reducer;
  myEstates: typeof myEstates.reducer;
  massImport: typeof massImport.reducer;
  estateForm: typeof estateForm.reducer;
  profile: typeof profile.reducer;
  plansPrivate: typeof billing.reducer;
  plans: typeof plans.reducer;
  contacts: typeof contacts.reducer;
  content: typeof content.reducer;
  realtors: typeof realtors.reducer;
  countries: typeof countries.reducer;
};

export const sagas: Record<string, () => Generator> = {
  ...coreSagas,
  ...Object.fromEntries(LAZY.map((f) => [f.key, f.saga])),
};
