// The providers a listing's video and tour may come from, as plain values: the contract, the
// estate page's poster and shared/core/media-links.ts (the parsing, the players' URLs and the CSP's
// frame origins) read them. Kept apart from the parsing so the first-load bundle carries only these.

export const VIDEO_PROVIDERS = ['youtube', 'vimeo'] as const;
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];

/** The tour hosts allowed (https only; shared/core/media-links.ts parseTourUrl knows their link shapes). */
export const TOUR_HOSTS = [
  { provider: 'matterport', host: 'my.matterport.com' },
  { provider: 'kuula', host: 'kuula.co' },
] as const;
export type TourProvider = (typeof TOUR_HOSTS)[number]['provider'];

/** The longest link the api takes for either field. */
export const MEDIA_LINK_MAX = 500;

/** The providers' names as the poster shows them (brand names, the same in every language). */
export const MEDIA_PROVIDER_NAMES: Record<VideoProvider | TourProvider, string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  matterport: 'Matterport',
  kuula: 'Kuula',
};
