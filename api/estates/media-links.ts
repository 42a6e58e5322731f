// The video and tour links of a create or patch body, checked into their stored form
// (shared/core/media-links.ts): the video becomes its canonical link (the columns keep provider and
// id, api/estates/sql.ts), the tour its canonical https link. Anything else answers 400 naming
// `videoUrl` / `tourUrl`; null clears.
import { parseTourUrl, parseVideoUrl, TOUR_HOSTS, videoPageUrl, type VideoProvider, type VideoRef } from '../../shared/core/media-links.ts';
import { errors } from '../errors.ts';

/** The canonical video link, null to clear; 400 naming `videoUrl` unless YouTube or Vimeo with a valid id. */
export function checkedVideoUrl(input: string | null): string | null {
  if (input === null || input.trim() === '') return null;
  const video = parseVideoUrl(input);
  if (!video) throw errors.invalidField('body/videoUrl', 'must be an https link to a YouTube or Vimeo video', 'VIDEO_URL');
  return videoPageUrl(video);
}

/** The canonical tour link, null to clear; 400 naming `tourUrl` unless https on an allowed host. */
export function checkedTourUrl(input: string | null): string | null {
  if (input === null || input.trim() === '') return null;
  const tour = parseTourUrl(input);
  if (!tour)
    throw errors.invalidField('body/tourUrl', `must be an https link to a tour on ${TOUR_HOSTS.map((h) => h.host).join(' or ')}`, 'TOUR_URL');
  return tour.url;
}

/** The answered video and tour of a stored row (null when none). */
export function mediaLinks(row: { video_provider?: VideoProvider | null; video_id?: string | null; tour_url?: string | null }): {
  video: VideoRef | null;
  videoUrl: string | null;
  tourUrl: string | null;
} {
  const video = row.video_provider && row.video_id ? { provider: row.video_provider, id: row.video_id } : null;
  return { video, videoUrl: video ? videoPageUrl(video) : null, tourUrl: row.tour_url ?? null };
}
