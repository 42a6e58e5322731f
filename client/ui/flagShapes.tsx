// The drawings of the flags of client/ui/Flag.tsx, for the sprite the gateway serves (renderer/flags.ts).
// Server-only: a page's flag is a <use> of the sprite's symbol, so the browser never needs them.
import type { ReactElement } from 'react';
import { DRAWN_FLAGS } from './Flag.tsx';

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

if (Object.keys(FLAGS).join() !== DRAWN_FLAGS.join())
  throw new Error('client/ui/Flag.tsx DRAWN_FLAGS must list the drawn flags of flagShapes.tsx, in order');
