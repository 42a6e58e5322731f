// Every ScreenId of shared/routes.ts: its lazily loaded code, the prefetch action of its data and
// its title. Screens that later issues build start as a "coming soon" placeholder, each in its own
// chunk; replacing one is a change of its `load` line (see client/README.md).
import type { ScreenId } from '../../shared/routes.ts';
import { fetchArticle, fetchFeed } from '../features/content/slice.ts';
import { articleIdFor, STATIC_PAGE_TITLE_KEYS, type StaticPagePath } from '../features/content/articleId.ts';
import { selectArticle } from '../features/content/slice.ts';
import { fetchEstateForEdit } from '../features/estateForm/slice.ts';
import { fetchHome } from '../features/home/slice.ts';
import { fetchMessageList, openMessage, prepareCompose } from '../features/messages/slice.ts';
import { boxParam, composeParams } from '../features/messages/query.ts';
import { fetchMyEstates } from '../features/myEstates/slice.ts';
import { pageParamOf, statusParam } from '../features/myEstates/query.ts';
import { fetchInitialPlans } from '../features/billing/slice.ts';
import { fetchProfile } from '../features/profile/slice.ts';
import { advertisingScreen } from '../features/advertising/routes.ts';
import { contactsScreen } from '../features/contacts/routes.ts';
import { countriesScreen, countryScreen } from '../features/countries/routes.ts';
import { estateScreen } from '../features/estate/routes.ts';
import { plansScreen } from '../features/plans/routes.ts';
import { realtorScreen, realtorsScreen } from '../features/realtors/routes.ts';
import { searchScreen } from '../features/search/routes.ts';
import { createScreenLoader } from './screenLoader.ts';
import type { ScreenEntry, TitleContext } from '../lib/screens.ts';

function articleTitle({ state, match, t }: TitleContext): string | null {
  const which = articleIdFor(match);
  const entry = which ? selectArticle(state, which.id, state.language.current, which.preview) : null;
  if (entry?.article?.title) return entry.article.title;
  const key = STATIC_PAGE_TITLE_KEYS[match.route.path as StaticPagePath];
  return t(key ?? `titles.${match.route.screen ?? 'article'}`);
}

const articleScreen: ScreenEntry = {
  load: () => import('../features/content/screens/ArticleScreen.tsx'),
  prefetch: (match) => {
    const which = articleIdFor(match);
    return which ? fetchArticle(which) : null;
  },
  title: articleTitle,
};

function pageParam(search: string): number {
  const n = Number.parseInt(new URLSearchParams(search).get('page') ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : 1;
}

export const SCREENS: Record<ScreenId, ScreenEntry> = {
  home: { load: () => import('../features/home/screens/HomeScreen.tsx'), prefetch: () => fetchHome() },
  articles: {
    load: () => import('../features/content/screens/ArticlesScreen.tsx'),
    prefetch: (_match, location) => fetchFeed({ type: 'article', page: pageParam(location.search) }),
  },
  article: articleScreen,
  articlePreview: articleScreen,
  staticPage: articleScreen,
  signOut: { load: () => import('../features/auth/screens/SignOutScreen.tsx') },
  notFound: { load: () => import('./screens/NotFoundScreen.tsx') },

  // placeholders until their issues land
  countries: countriesScreen,
  country: countryScreen,
  plans: plansScreen,
  advertising: advertisingScreen,
  contacts: contactsScreen,
  search: searchScreen,
  estate: estateScreen,
  realtors: realtorsScreen,
  realtor: realtorScreen,
  signUp: { load: () => import('../features/auth/screens/SignUpScreen.tsx') },
  signIn: { load: () => import('../features/auth/screens/SignInScreen.tsx') },
  forgotPassword: { load: () => import('../features/auth/screens/ForgotPasswordScreen.tsx') },
  resetPassword: { load: () => import('../features/auth/screens/ResetPasswordScreen.tsx') },
  profile: { load: () => import('../features/profile/screens/ProfileScreen.tsx'), prefetch: () => fetchProfile() },
  editProfile: { load: () => import('../features/profile/screens/EditProfileScreen.tsx') },
  addEstate: { load: () => import('../features/estateForm/screens/AddEstateScreen.tsx') },
  myEstates: {
    load: () => import('../features/myEstates/screens/MyEstatesScreen.tsx'),
    prefetch: (_match, location) => fetchMyEstates({ page: pageParamOf(location.search), status: statusParam(location.search) }),
  },
  editEstate: { load: () => import('../features/estateForm/screens/EditEstateScreen.tsx'), prefetch: (match) => fetchEstateForEdit({ aliasId: match.params.aliasId }) },
  initialPlan: { load: () => import('../features/billing/screens/InitialPlanScreen.tsx'), prefetch: () => fetchInitialPlans() },
  changePlan: { load: () => import('./placeholders/changePlan.tsx') },
  order: { load: () => import('./placeholders/order.tsx') },
  messages: {
    load: () => import('../features/messages/screens/MessagesScreen.tsx'),
    prefetch: (_match, location) => fetchMessageList({ box: boxParam(location.search), page: pageParam(location.search) }),
  },
  newMessage: { load: () => import('../features/messages/screens/NewMessageScreen.tsx'), prefetch: (_match, location) => prepareCompose(composeParams(location.search)) },
  message: { load: () => import('../features/messages/screens/MessageScreen.tsx'), prefetch: (match) => openMessage({ id: match.params.messageId }) },
  massImport: { load: () => import('./placeholders/massImport.tsx') },
  checkOrderStatus: { load: () => import('./placeholders/checkOrderStatus.tsx') },
  checkProductOrderStatus: { load: () => import('./placeholders/checkProductOrderStatus.tsx') },
};

/** The one loader of the app (server and browser keep loaded screens for the process / page). */
export const screenLoader = createScreenLoader(SCREENS);
