// Every ScreenId of shared/routing/routes.ts: its lazily loaded code, the prefetch action of its data and
// its title. Each feature declares its own screens in its `routes.ts` (one way to register a
// screen); the app adds the not-found page and the pages still to be built, each a "coming soon"
// screen in its own chunk. `satisfies` checks that every ScreenId has an entry; test/unit/client-screens.test.ts that no two features declare the same one.
import type { ScreenId } from '../../shared/routing/routes.ts';
import type { ScreenEntries, ScreenEntry } from '../lib/screens.ts';
import { screens as advert } from '../features/advert/routes.ts';
import { screens as advertising } from '../features/advertising/routes.ts';
import { screens as auth } from '../features/auth/routes.ts';
import { screens as billing } from '../features/billing/routes.ts';
import { screens as contacts } from '../features/contacts/routes.ts';
import { screens as content } from '../features/content/routes.ts';
import { screens as countries } from '../features/countries/routes.ts';
import { screens as estate } from '../features/estate/routes.ts';
import { screens as estateForm } from '../features/estateForm/routes.ts';
import { screens as favourites } from '../features/favourites/routes.ts';
import { screens as home } from '../features/home/routes.ts';
import { screens as massImport } from '../features/massImport/routes.ts';
import { screens as messages } from '../features/messages/routes.ts';
import { screens as myEstates } from '../features/myEstates/routes.ts';
import { screens as plans } from '../features/plans/routes.ts';
import { screens as profile } from '../features/profile/routes.ts';
import { screens as realtors } from '../features/realtors/routes.ts';
import { screens as savedSearches } from '../features/savedSearches/routes.ts';
import { screens as search } from '../features/search/routes.ts';
import { createScreenLoader } from './screenLoader.ts';

const app = {
  notFound: { load: () => import('./screens/NotFoundScreen.tsx') },
} satisfies ScreenEntries;

export const SCREENS: Record<ScreenId, ScreenEntry> = {
  ...home,
  ...content,
  ...auth,
  ...countries,
  ...plans,
  ...advertising,
  ...advert,
  ...contacts,
  ...search,
  ...estate,
  ...realtors,
  ...profile,
  ...estateForm,
  ...myEstates,
  ...favourites,
  ...savedSearches,
  ...billing,
  ...messages,
  ...massImport,
  ...app,
} satisfies Record<ScreenId, ScreenEntry>;

/** The one loader of the app (server and browser keep loaded screens for the process / page). */
export const screenLoader = createScreenLoader(SCREENS);
