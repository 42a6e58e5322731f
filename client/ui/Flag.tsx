// Simplified national flags of the featured countries as SVG (3:2): they look the same on every
// system (flag emoji do not render on Windows and on many Linux setups). The shapes are drawn once,
// into one sprite the gateway serves (`/flags.svg`, renderer/flags.ts); a flag on a page is an <svg>
// with a <use> of its symbol: 2 elements instead of 4–30 (a fifth of the home page's elements were
// flag shapes, rendered on every page view). The shapes live in ./flagShapes.tsx, which only the
// server imports (renderer/flags.ts): the browser needs the list of drawn codes, not the drawings.

/** The codes that have a drawn flag (their shapes: client/ui/flagShapes.tsx, server-only; the others fall back to the emoji). */
export const DRAWN_FLAGS: readonly string[] = ['IT', 'FR', 'AT', 'BG', 'ES', 'HR', 'GR', 'TR', 'GB', 'US'];
const DRAWN = new Set(DRAWN_FLAGS);

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

export function Flag({ code, label, width = 30 }: FlagProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  if (!DRAWN.has(code))
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
