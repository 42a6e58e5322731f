// The days as a uPlot line chart (views, impressions, contacts, favourites), with the top-offer
// periods shaded. uPlot is imported here only, in the browser, after the screen has rendered: no
// other page's JavaScript grows, and the server never loads it.
import { useEffect, useRef } from 'react';
import type { EstateStats } from '../../../../shared/contract/stats.ts';

export interface ChartLabels {
  views: string;
  impressions: string;
  contacts: string;
  favourites: string;
  topOffer: string;
}

const COLOURS = { views: '#1b6ac9', impressions: '#8a8f98', contacts: '#c0392b', favourites: '#e08e0b' } as const;
const SERIES = ['views', 'impressions', 'contacts', 'favourites'] as const;
const DAY_S = 86_400;

const seconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

export function StatsChart({ stats, labels, summary }: { stats: EstateStats; labels: ChartLabels; summary: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let plot: { destroy(): void } | undefined;
    let gone = false;
    void import('uplot').then(({ default: UPlot }) => {
      const el = box.current;
      if (gone || !el) return;
      const xs = stats.days.map((d) => seconds(d.date));
      const periods = stats.topOffers.map((p) => [seconds(p.from), seconds(p.to) + DAY_S] as const);
      plot = new UPlot(
        {
          width: Math.max(280, el.clientWidth || 600),
          height: 280,
          tzDate: (ts: number) => UPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
          series: [{}, ...SERIES.map((k) => ({ label: labels[k], stroke: COLOURS[k], width: 2 }))],
          axes: [{}, { size: 40 }],
          hooks: {
            drawClear: [
              (u: import('uplot')) => {
                const ctx = u.ctx;
                ctx.save();
                ctx.fillStyle = 'rgba(224, 142, 11, 0.15)';
                for (const [a, b] of periods) {
                  const x0 = u.valToPos(a, 'x', true);
                  const x1 = u.valToPos(b, 'x', true);
                  ctx.fillRect(x0, u.bbox.top, x1 - x0, u.bbox.height);
                }
                ctx.restore();
              },
            ],
          },
        },
        [xs, ...SERIES.map((k) => stats.days.map((d) => d[k]))],
        el,
      );
    });
    return () => {
      gone = true;
      plot?.destroy();
    };
  }, [stats, labels]);
  return (
    <figure className="stats-chart">
      <div ref={box} className="stats-chart__plot" role="img" aria-label={summary} />
      {stats.topOffers.length ? (
        <figcaption className="stats-chart__legend">
          <span className="stats-chart__top-swatch" aria-hidden="true" /> {labels.topOffer}
        </figcaption>
      ) : null}
    </figure>
  );
}
