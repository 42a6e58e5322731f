// Every ScreenId of shared/routes.ts: its lazily loaded code, the prefetch action of its data and
// its title. Screens that later issues build start as a "coming soon" placeholder, each in its own
// chunk; replacing one is a change of its `load` line (see client/README.md).
import type { ScreenId } from '../../shared/routes.ts';
import { fetchArticle, fetchFeed } from '../features/content/actions.ts';
import { articleIdFor, STATIC_PAGE_TITLE_KEYS, type StaticPagePath } from '../features/content/articleId.ts';
import { selectArticle } from '../features/content/selectors.ts';
import { fetchHome } from '../features/home/actions.ts';
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
  countries: { load: () => import('./placeholders/countries.tsx') },
  country: { load: () => import('./placeholders/country.tsx') },
  plans: { load: () => import('./placeholders/plans.tsx') },
  advertising: { load: () => import('./placeholders/advertising.tsx') },
  contacts: { load: () => import('./placeholders/contacts.tsx') },
  search: { load: () => import('./placeholders/search.tsx') },
  estate: { load: () => import('./placeholders/estate.tsx') },
  realtors: { load: () => import('./placeholders/realtors.tsx') },
  realtor: { load: () => import('./placeholders/realtor.tsx') },
  signUp: { load: () => import('../features/auth/SignUpScreen.tsx') },
  signIn: { load: () => import('../features/auth/SignInScreen.tsx') },
  forgotPassword: { load: () => import('../features/auth/ForgotPasswordScreen.tsx') },
  resetPassword: { load: () => import('../features/auth/ResetPasswordScreen.tsx') },
  profile: { load: () => import('./placeholders/profile.tsx') },
  editProfile: { load: () => import('./placeholders/editProfile.tsx') },
  addEstate: { load: () => import('./placeholders/addEstate.tsx') },
  myEstates: { load: () => import('./placeholders/myEstates.tsx') },
  editEstate: { load: () => import('./placeholders/editEstate.tsx') },
  initialPlan: { load: () => import('./placeholders/initialPlan.tsx') },
  changePlan: { load: () => import('./placeholders/changePlan.tsx') },
  order: { load: () => import('./placeholders/order.tsx') },
  messages: { load: () => import('./placeholders/messages.tsx') },
  newMessage: { load: () => import('./placeholders/newMessage.tsx') },
  message: { load: () => import('./placeholders/message.tsx') },
  massImport: { load: () => import('./placeholders/massImport.tsx') },
  checkOrderStatus: { load: () => import('./placeholders/checkOrderStatus.tsx') },
  checkProductOrderStatus: { load: () => import('./placeholders/checkProductOrderStatus.tsx') },
};

/** The one loader of the app (server and browser keep loaded screens for the process / page). */
export const screenLoader = createScreenLoader(SCREENS);
