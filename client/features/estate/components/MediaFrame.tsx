// The third-party frame of the estate page's video or tour, loaded on the poster's click
// (EstateMedia.tsx): YouTube through youtube-nocookie.com, Vimeo with dnt=1, a tour only from an
// allowed host (checked again here; the CSP's frame-src allows exactly these origins).
import type { Estate } from '../../../../shared/contract/estates.ts';
import { parseTourUrl, videoEmbedUrl } from '../../../../shared/core/media-links.ts';

export default function MediaFrame({ video, tourUrl, title }: { video?: Estate['video']; tourUrl?: string | null; title: string }) {
  const src = video ? videoEmbedUrl(video) : tourUrl ? parseTourUrl(tourUrl)?.url : undefined;
  if (!src) return null;
  return (
    <div className="estate-media__box">
      <iframe
        className="estate-media__frame"
        src={src}
        title={title}
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture; xr-spatial-tracking; gyroscope; accelerometer"
        allowFullScreen
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
