// Every ScreenId of shared/routes.ts: its lazily loaded code, the prefetch action of its data and
// its title. Screens that later issues build start as a "coming soon" placeholder, each in its own
// chunk; replacing one is a change of its `load` line (see client/README.md).
import type { ScreenId } from '../../shared/routes.ts';
import { fetchArticle, fetchFeed } from '../features/content/actions.ts';
import { articleIdFor, STATIC_PAGE_TITLE_KEYS, type StaticPagePath } from '../features/content/articleId.ts';
import { selectArticle } from '../features/content/selectors.ts';
import { fetchEstateForEdit } from '../features/estateForm/actions.ts';
import { fetchHome } from '../features/home/actions.ts';
import { fetchMessageList, openMessage, prepareCompose } from '../features/privateMessages/actions.ts';
import { boxParam, composeParams } from '../features/privateMessages/query.ts';
import { fetchMyEstates } from '../features/myEstates/actions.ts';
import { pageParamOf, statusParam } from '../features/myEstates/query.ts';
import { fetchInitialPlans } from '../features/plansPrivate/actions.ts';
import { fetchProfile } from '../features/profile/actions.ts';
import { advertisingScreen } from '../features/advertising/screen.ts';
import { contactsScreen } from '../features/contacts/screen.ts';
import { countriesScreen, countryScreen } from '../features/countries/screen.ts';
import { estateScreen } from '../features/estate/screen.ts';
import { plansScreen } from '../features/plans/screen.ts';
import { realtorScreen, realtorsScreen } from '../features/realtors/screen.ts';
import { searchScreen } from '../features/search/screen.ts';
import { createScreenLoader } from './screenLoader.ts';
import type { ScreenEntry, TitleContext } from './screenTypes.ts';

function articleTitle({ state, match, t }: TitleContext): string | null {
  const which = articleIdFor(match);
  const entry = which ? selectArticle(state, which.id, state.language.current, which.preview) : null;
  if (entry?.article?.title) return entry.article.title;
  const key = STATIC_PAGE_TITLE_KEYS[match.route.path as StaticPagePath];
  return t(key ?? `titles.${match.route.screen ?? 'article'}`);
}

const articleScreen: ScreenEntry = {
  load: () => import('../features/content/ArticleScreen.tsx'),
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
  home: { load: () => import('../features/home/HomeScreen.tsx'), prefetch: () => fetchHome() },
  articles: {
    load: () => import('../features/content/ArticlesScreen.tsx'),
    prefetch: (_match, location) => fetchFeed({ type: 'article', page: pageParam(location.search) }),
  },
  article: articleScreen,
  articlePreview: articleScreen,
  staticPage: articleScreen,
  signOut: { load: () => import('../features/auth/SignOutScreen.tsx') },
  notFound: { load: () => import('./NotFoundScreen.tsx') },

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
  signUp: { load: () => import('../features/auth/SignUpScreen.tsx') },
  signIn: { load: () => import('../features/auth/SignInScreen.tsx') },
  forgotPassword: { load: () => import('../features/auth/ForgotPasswordScreen.tsx') },
  resetPassword: { load: () => import('../features/auth/ResetPasswordScreen.tsx') },
  profile: { load: () => import('../features/profile/ProfileScreen.tsx'), prefetch: () => fetchProfile() },
  editProfile: { load: () => import('../features/profile/EditProfileScreen.tsx') },
  addEstate: { load: () => import('../features/estateForm/AddEstateScreen.tsx') },
  myEstates: {
    load: () => import('../features/myEstates/MyEstatesScreen.tsx'),
    prefetch: (_match, location) => fetchMyEstates({ page: pageParamOf(location.search), status: statusParam(location.search) }),
  },
  editEstate: { load: () => import('../features/estateForm/EditEstateScreen.tsx'), prefetch: (match) => fetchEstateForEdit({ aliasId: match.params.aliasId }) },
  initialPlan: { load: () => import('../features/plansPrivate/InitialPlanScreen.tsx'), prefetch: () => fetchInitialPlans() },
  changePlan: { load: () => import('./placeholders/changePlan.tsx') },
  order: { load: () => import('./placeholders/order.tsx') },
  messages: {
    load: () => import('../features/privateMessages/MessagesScreen.tsx'),
    prefetch: (_match, location) => fetchMessageList({ box: boxParam(location.search), page: pageParam(location.search) }),
  },
  newMessage: { load: () => import('../features/privateMessages/NewMessageScreen.tsx'), prefetch: (_match, location) => prepareCompose(composeParams(location.search)) },
  message: { load: () => import('../features/privateMessages/MessageScreen.tsx'), prefetch: (match) => openMessage({ id: match.params.messageId }) },
  massImport: { load: () => import('./placeholders/massImport.tsx') },
  checkOrderStatus: { load: () => import('./placeholders/checkOrderStatus.tsx') },
  checkProductOrderStatus: { load: () => import('./placeholders/checkProductOrderStatus.tsx') },
};

/** The one loader of the app (server and browser keep loaded screens for the process / page). */
export const screenLoader = createScreenLoader(SCREENS);
