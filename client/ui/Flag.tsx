import type { ReactElement } from 'react';

// Simplified national flags of the featured countries as SVG (3:2): they look the same on every
// system (flag emoji do not render on Windows and on many Linux setups). The shapes are drawn once,
// into one sprite the gateway serves (`/flags.svg`, renderer/flags.ts); a flag on a page is an <svg>
// with a <use> of its symbol: 2 elements instead of 4–30 (a fifth of the home page's elements were
// flag shapes, rendered on every page view).

/** Coordinates to a thousandth of the 30 × 20 box (6.667, not 6.666666666666667): the same drawing, shorter markup. */
const r = (n: number) => Math.round(n * 1000) / 1000;

const horizontal = (...colors: string[]) =>
  colors.map((c, i) => <rect key={c + i} y={r((20 / colors.length) * i)} width="30" height={r(20 / colors.length)} fill={c} />);
const vertical = (...colors: string[]) =>
  colors.map((c, i) => <rect key={c + i} x={r((30 / colors.length) * i)} width={r(30 / colors.length)} height="20" fill={c} />);

const STAR = 'M0-1 .588.809-.951-.309H.951L-.588.809z';

const FLAGS: Record<string, () => ReactElement[] | ReactElement> = {
  IT: () => vertical('#009246', '#fff', '#ce2b37'),
  FR: () => vertical('#0055a4', '#fff', '#ef4135'),
  AT: () => horizontal('#c8102e', '#fff', '#c8102e'),
  BG: () => horizontal('#fff', '#00966e', '#d62612'),
  ES: () => [<rect key="r" width="30" height="20" fill="#aa151b" />, <rect key="y" y="5" width="30" height="10" fill="#f1bf00" />],
  HR: () => [
    ...horizontal('#ff0000', '#fff', '#171796'),
    <path key="s" d="M12 5.5h6v5.5a3 3 0 0 1-6 0z" fill="#fff" stroke="#ff0000" strokeWidth=".6" />,
    <path key="c" d="M12 5.5h2v2h-2zm4 0h2v2h-2zm-2 2h2v2h-2zm-2 2h2v2h-2zm4 0h2v2h-2zm-2 2h2v2h-2z" fill="#ff0000" />,
  ],
  GR: () => [
    ...Array.from({ length: 9 }, (_, i) => (
      <rect key={`g${i}`} y={r((20 / 9) * i)} width="30" height={r(20 / 9)} fill={i % 2 ? '#fff' : '#0d5eaf'} />
    )),
    <rect key="c" width={r((20 / 9) * 5)} height={r((20 / 9) * 5)} fill="#0d5eaf" />,
    <path key="x" d="M0 5.556h11.111M5.556 0v11.111" stroke="#fff" strokeWidth={r(20 / 9)} />,
  ],
  TR: () => [
    <rect key="r" width="30" height="20" fill="#e30a17" />,
    <circle key="o" cx="11" cy="10" r="5" fill="#fff" />,
    <circle key="i" cx="12.25" cy="10" r="4" fill="#e30a17" />,
    <path key="s" d={STAR} transform="translate(17.3 10) rotate(-90) scale(2.2)" fill="#fff" />,
  ],
  GB: () => [
    <rect key="b" width="30" height="20" fill="#012169" />,
    <path key="w" d="M0 0l30 20M30 0L0 20" stroke="#fff" strokeWidth="4" />,
    <path key="r" d="M0 0l30 20M30 0L0 20" stroke="#c8102e" strokeWidth="1.4" />,
    <path key="cw" d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />,
    <path key="cr" d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth="3.4" />,
  ],
  US: () => [
    ...Array.from({ length: 13 }, (_, i) => (
      <rect key={`s${i}`} y={r((20 / 13) * i)} width="30" height={r(20 / 13)} fill={i % 2 ? '#fff' : '#b22234'} />
    )),
    <rect key="c" width="12" height={r((20 / 13) * 7)} fill="#3c3b6e" />,
    ...Array.from({ length: 12 }, (_, i) => (
      <path key={`t${i}`} d={STAR} transform={`translate(${1.5 + (i % 4) * 3} ${1.8 + Math.floor(i / 4) * 3.5}) scale(.8)`} fill="#fff" />
    )),
  ],
};

/** The flag emoji of any ISO alpha-2 code (regional indicator letters), for codes without an SVG. */
function emojiFlag(code: string): string {
  return /^[A-Z]{2}$/.test(code) ? String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65)) : '';
}

export interface FlagProps {
  /** ISO 3166-1 alpha-2, upper case */
  code: string;
  /** the country's name; given, the flag is an image with that name, else it is decorative */
  label?: string;
  width?: number;
}

/**
 * The sprite's address. Bump the version when a drawing changes: the gateway answers the current
 * version with a year's immutable caching.
 */
export const FLAG_SPRITE_VERSION = '1';
export const FLAG_SPRITE_URL = `/flags.svg?v=${FLAG_SPRITE_VERSION}`;

/** The codes that have a drawn flag (the others fall back to the emoji). */
export const DRAWN_FLAGS: readonly string[] = Object.keys(FLAGS);

/** A flag's symbol content: its shapes and the thin frame every flag has (for the sprite). */
export function flagSymbolContent(code: string): ReactElement[] | null {
  const draw = FLAGS[code];
  if (!draw) return null;
  const shapes = draw();
  return [
    ...(Array.isArray(shapes) ? shapes : [shapes]),
    <rect key="frame" width="30" height="20" fill="none" stroke="rgba(0,0,0,.15)" strokeWidth=".5" />,
  ];
}

export function Flag({ code, label, width = 30 }: FlagProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  if (!FLAGS[code])
    return (
      <span className="flag flag--emoji" {...a11y}>
        {emojiFlag(code)}
      </span>
    );
  return (
    <svg className="flag" viewBox="0 0 30 20" width={width} height={(width * 2) / 3} focusable="false" {...a11y}>
      <use href={`${FLAG_SPRITE_URL}#${code}`} />
    </svg>
  );
}
