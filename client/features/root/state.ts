export interface RootFeatureState {
  /** true until the first page (server-rendered, then hydrated) has finished loading */
  isFirstLoad: boolean;
  /** the current page is not found (unknown path or a 404 from its data) */
  is404: boolean;
  /** the current page's data could not be loaded (not a 404) */
  pageError: boolean;
  /** page-data loads in flight; the layout shows its spinner while > 0 */
  pendingLoads: number;
}

export const initialRootState: RootFeatureState = {
  isFirstLoad: true,
  is404: false,
  pageError: false,
  pendingLoads: 0,
};
