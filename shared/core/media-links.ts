// Video and virtual-tour links of a listing (issue 24, item 5). Written
// down once here and read by the api (validation, import), the client (form hint, the estate page's
// player) and the gateway (the CSP's frame-src): a video is a YouTube or Vimeo id, shown through the
// privacy-enhanced embed; a tour is an https link to one of the allowed tour hosts. Plain functions
// only (URL parsing), no schema code, so the browser bundle takes them at little cost.

import { MEDIA_LINK_MAX, TOUR_HOSTS, type TourProvider, type VideoProvider } from './media-hosts.ts';

export * from './media-hosts.ts';

/** A video as stored and answered: the provider and its id (YouTube's 11 characters, Vimeo's number). */
export interface VideoRef {
  provider: VideoProvider;
  id: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^[1-9][0-9]{0,11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);

/** The URL of a link as typed: https only; a link without a scheme is taken as https. */
function httpsUrl(input: string): URL | null {
  const text = input.trim();
  if (!text || text.length > MEDIA_LINK_MAX) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  return url;
}

/** The path's parts without empty ones: '/embed/abc/' → ['embed', 'abc']. */
const parts = (url: URL) => url.pathname.split('/').filter(Boolean);

function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const p = parts(url);
  let id: string | null = null;
  if (host === 'youtu.be') id = p.length === 1 ? p[0] : null;
  else if (YOUTUBE_HOSTS.has(host)) {
    if (p.length === 1 && p[0] === 'watch') id = url.searchParams.get('v');
    else if (p.length === 2 && (p[0] === 'shorts' || p[0] === 'embed' || p[0] === 'live')) id = p[1];
  } else if (host === 'www.youtube-nocookie.com' || host === 'youtube-nocookie.com') {
    if (p.length === 2 && p[0] === 'embed') id = p[1];
  }
  return id !== null && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const p = parts(url);
  let id: string | null = null;
  if (host === 'vimeo.com' || host === 'www.vimeo.com') id = p.length === 1 ? p[0] : null;
  else if (host === 'player.vimeo.com') id = p.length === 2 && p[0] === 'video' ? p[1] : null;
  return id !== null && VIMEO_ID.test(id) ? id : null;
}

/**
 * The video of a link: youtube.com/watch?v=ID, youtu.be/ID, youtube.com/shorts/ID, youtube.com/embed/ID,
 * vimeo.com/NUMBER, player.vimeo.com/video/NUMBER (https, or without a scheme); null for anything else.
 */
export function parseVideoUrl(input: string): VideoRef | null {
  const url = httpsUrl(input);
  if (!url) return null;
  const yt = youtubeId(url);
  if (yt) return { provider: 'youtube', id: yt };
  const vm = vimeoId(url);
  if (vm) return { provider: 'vimeo', id: vm };
  return null;
}

/** The canonical link of a stored video (what the form shows back). */
export function videoPageUrl(v: VideoRef): string {
  return v.provider === 'youtube' ? `https://www.youtube.com/watch?v=${v.id}` : `https://vimeo.com/${v.id}`;
}

/** The privacy-enhanced player: YouTube's no-cookie host, Vimeo with Do Not Track. */
export function videoEmbedUrl(v: VideoRef): string {
  return v.provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${v.id}?autoplay=1`
    : `https://player.vimeo.com/video/${v.id}?dnt=1&autoplay=1`;
}

const TOUR_ID = /^[A-Za-z0-9_-]{3,40}$/;

/** A tour link in canonical form with its provider, or null when it is not from an allowed host. */
export function parseTourUrl(input: string): { provider: TourProvider; url: string } | null {
  const url = httpsUrl(input);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  const p = parts(url);
  if (host === 'my.matterport.com' && p.length === 1 && p[0] === 'show') {
    const m = url.searchParams.get('m');
    return m && TOUR_ID.test(m) ? { provider: 'matterport', url: `https://my.matterport.com/show/?m=${m}` } : null;
  }
  if (host === 'kuula.co' && p[0] === 'share') {
    const rest = p.slice(1);
    const ok = (rest.length === 1 && TOUR_ID.test(rest[0])) || (rest.length === 2 && rest[0] === 'collection' && TOUR_ID.test(rest[1]));
    return ok ? { provider: 'kuula', url: `https://kuula.co/share/${rest.join('/')}` } : null;
  }
  return null;
}

/** The origins the estate page may frame: exactly the players and the tour hosts (the CSP's frame-src). */
export const MEDIA_FRAME_ORIGINS: readonly string[] = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  ...TOUR_HOSTS.map((h) => `https://${h.host}`),
];
