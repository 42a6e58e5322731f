// The shapes the screens registry and the router share.
import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import type { Action } from 'redux';
import type { RouteMatch } from '../../shared/routing/routes.ts';
import type { RootState } from '../store/state.ts';

export interface ScreenProps {
  match: RouteMatch;
}

export type ScreenComponent = ComponentType<ScreenProps>;

export interface ScreenModule {
  default: ScreenComponent;
}

export interface PageLocation {
  pathname: string;
  search: string;
}

export interface TitleContext {
  state: RootState;
  match: RouteMatch;
  t: TFunction;
}

export interface ScreenEntry {
  /** the screen's code, its own chunk in the browser bundle */
  load: () => Promise<ScreenModule>;
  /** the action that loads the page's data (run on the server before render, in the browser on navigation) */
  prefetch?: (match: RouteMatch, location: PageLocation) => Action | null;
  /** the page title (without the site name); default t('titles.<screenId>') */
  title?: (ctx: TitleContext) => string | null;
}
