// Illustrative demo photos drawn in code as SVG: houses, apartment blocks, the sea, hills, a town
// and an interior, each coloured from a seeded palette. No downloads, no binaries; each file is a
// few kilobytes. Used only by the demo seed (api/seed/estates.ts).
import type { Rng } from '../estates-random.ts';

export const SCENE_WIDTH = 1200;
export const SCENE_HEIGHT = 800;
export const SCENE_KINDS = ['house', 'apartment', 'sea', 'hills', 'town', 'interior'] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];

const SKIES: readonly (readonly [string, string])[] = [
  ['#7ec8f0', '#e3f4ff'],
  ['#f29b6e', '#fde5b8'],
  ['#6f86c9', '#f5c6a8'],
  ['#9fd3f5', '#fff4d6'],
  ['#5aa9e6', '#cdeafe'],
];
const WALLS = ['#e6a97f', '#ecd096', '#f4efe6', '#aecbdc', '#eab9b0', '#d9d2c3', '#f2dcb3'];
const ROOFS = ['#b5523b', '#8f3f2f', '#5b6770', '#a3472f', '#7a4b3a'];
const GREENS = ['#6fae5b', '#88b968', '#5c9a55', '#a3c47a', '#7fa66a'];
const SEAS: readonly (readonly [string, string])[] = [
  ['#1e7fb8', '#5fc1e6'],
  ['#176c9e', '#4fb3d9'],
  ['#2a8fa8', '#7fd3d8'],
];

const f = (n: number): string => (Math.round(n * 10) / 10).toString();

function sky(r: Rng, id: string): { defs: string; body: string } {
  const [top, bottom] = r.pick(SKIES);
  const sunX = r.int(150, 1050);
  const sunY = r.int(110, 260);
  const clouds = Array.from({ length: r.int(1, 4) }, () => {
    const x = r.int(60, 1100);
    const y = r.int(60, 240);
    const s = 0.6 + r.next() * 0.9;
    return `<g fill="#fff" opacity="0.85" transform="translate(${x} ${y}) scale(${f(s)})"><ellipse cx="0" cy="0" rx="70" ry="26"/><ellipse cx="-40" cy="8" rx="44" ry="20"/><ellipse cx="46" cy="6" rx="50" ry="22"/><ellipse cx="8" cy="-16" rx="40" ry="24"/></g>`;
  }).join('');
  return {
    defs: `<linearGradient id="${id}s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient><radialGradient id="${id}g"><stop offset="0" stop-color="#fff7d1"/><stop offset="0.35" stop-color="#ffe08a" stop-opacity="0.8"/><stop offset="1" stop-color="#ffe08a" stop-opacity="0"/></radialGradient>`,
    body: `<rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="url(#${id}s)"/><circle cx="${sunX}" cy="${sunY}" r="150" fill="url(#${id}g)"/><circle cx="${sunX}" cy="${sunY}" r="46" fill="#fff3b0"/>${clouds}`,
  };
}

function hill(r: Rng, baseY: number, color: string): string {
  const pts: string[] = [`M0 ${baseY}`];
  let x = 0;
  while (x < SCENE_WIDTH) {
    const w = r.int(220, 420);
    const h = r.int(40, 140);
    pts.push(`Q${x + w / 2} ${baseY - h} ${x + w} ${baseY - r.int(-20, 30)}`);
    x += w;
  }
  pts.push(`L${SCENE_WIDTH} ${SCENE_HEIGHT} L0 ${SCENE_HEIGHT} Z`);
  return `<path d="${pts.join(' ')}" fill="${color}"/>`;
}

function tree(r: Rng, x: number, y: number, scale: number): string {
  const green = r.pick(GREENS);
  const kind = r.int(0, 2);
  const t = `transform="translate(${x} ${y}) scale(${f(scale)})"`;
  if (kind === 0)
    return `<g ${t}><rect x="-5" y="-20" width="10" height="22" fill="#6b4a32"/><ellipse cx="0" cy="-80" rx="16" ry="70" fill="${green}"/></g>`;
  if (kind === 1)
    return `<g ${t}><rect x="-7" y="-40" width="14" height="42" fill="#6b4a32"/><circle cx="0" cy="-70" r="44" fill="${green}"/><circle cx="-26" cy="-52" r="28" fill="${green}"/><circle cx="28" cy="-54" r="30" fill="${green}"/></g>`;
  return `<g ${t} fill="none" stroke-linecap="round"><path d="M0 0 Q6 -70 -4 -140" stroke="#7a5a3c" stroke-width="10"/><g stroke="${green}" stroke-width="9"><path d="M-4 -140 Q-50 -150 -80 -110"/><path d="M-4 -140 Q40 -160 78 -118"/><path d="M-4 -140 Q-30 -180 -66 -172"/><path d="M-4 -140 Q26 -190 58 -176"/></g></g>`;
}

function windowRect(x: number, y: number, w: number, h: number, lit: boolean): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3" fill="${lit ? '#ffe9a8' : '#9cc9e3'}" stroke="#fff" stroke-width="4"/><line x1="${x + w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y + h}" stroke="#fff" stroke-width="3"/>`;
}

function house(r: Rng, cx: number, groundY: number, scale: number): string {
  const w = r.int(300, 420);
  const h = r.int(170, 240);
  const wall = r.pick(WALLS);
  const roof = r.pick(ROOFS);
  const x = -w / 2;
  const y = -h;
  const roofH = r.int(70, 130);
  const flat = r.chance(0.3);
  const roofShape = flat
    ? `<rect x="${x - 14}" y="${y - 18}" width="${w + 28}" height="20" fill="${roof}"/>`
    : `<polygon points="${x - 24},${y} ${0},${y - roofH} ${-x + 24},${y}" fill="${roof}"/>`;
  const chimney = !flat && r.chance(0.5) ? `<rect x="${w / 5}" y="${y - roofH * 0.8}" width="26" height="${roofH * 0.6}" fill="${roof}"/>` : '';
  const cols = w > 360 ? 3 : 2;
  const wins: string[] = [];
  for (let c = 0; c < cols; c++) {
    const wx = x + 30 + c * ((w - 60) / cols) + ((w - 60) / cols - 60) / 2;
    wins.push(windowRect(wx, y + 30, 60, 56, r.chance(0.2)));
    if (c !== Math.floor(cols / 2)) wins.push(windowRect(wx, y + h - 96, 60, 56, false));
  }
  const door = `<rect x="-28" y="${-88}" width="56" height="88" rx="26" fill="#7a4b3a"/><circle cx="14" cy="-44" r="4" fill="#f3d27a"/>`;
  const pool = r.chance(0.35)
    ? `<rect x="${-x + 20}" y="-6" width="${w * 0.6}" height="40" rx="14" fill="#5fc7e8" stroke="#e9f6fb" stroke-width="6" transform="translate(0 8)"/>`
    : '';
  return `<g transform="translate(${cx} ${groundY}) scale(${f(scale)})">${chimney}${roofShape}<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${wall}"/>${wins.join('')}${door}${pool}</g>`;
}

function block(r: Rng, x: number, groundY: number, w: number, floors: number): string {
  const wall = r.pick(WALLS);
  const floorH = 58;
  const h = floors * floorH + 30;
  const cols = Math.max(2, Math.floor(w / 70));
  const cellW = w / cols;
  const parts: string[] = [
    `<rect x="${x}" y="${groundY - h}" width="${w}" height="${h}" fill="${wall}"/>`,
    `<rect x="${x - 8}" y="${groundY - h - 12}" width="${w + 16}" height="14" fill="#8a8f94"/>`,
  ];
  const balconies = r.chance(0.6);
  for (let fl = 0; fl < floors; fl++) {
    const wy = groundY - h + 24 + fl * floorH;
    for (let c = 0; c < cols; c++) {
      parts.push(windowRect(x + c * cellW + cellW * 0.2, wy, cellW * 0.6, 34, r.chance(0.15)));
    }
    if (balconies && fl > 0) parts.push(`<rect x="${x + 6}" y="${wy + 34}" width="${w - 12}" height="6" fill="#6d7377" opacity="0.8"/>`);
  }
  return parts.join('');
}

function sea(r: Rng, id: string, top: number): { defs: string; body: string } {
  const [deep, light] = r.pick(SEAS);
  const waves = Array.from({ length: 9 }, () => {
    const y = r.int(top + 10, SCENE_HEIGHT - 150);
    const x = r.int(0, 1100);
    return `<path d="M${x} ${y} q20 -8 40 0 t40 0" stroke="#fff" stroke-width="3" fill="none" opacity="0.55"/>`;
  }).join('');
  return {
    defs: `<linearGradient id="${id}w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></linearGradient>`,
    body: `<rect y="${top}" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT - top}" fill="url(#${id}w)"/>${waves}`,
  };
}

function scene(kind: SceneKind, r: Rng, id: string): { defs: string; body: string } {
  const s = sky(r, id);
  const defs = [s.defs];
  const body = [s.body];
  const ground = r.pick(GREENS);
  switch (kind) {
    case 'house': {
      body.push(hill(r, 560, '#a9c98b'), hill(r, 640, ground));
      body.push(house(r, r.int(480, 720), 690, 1.05));
      for (let i = 0; i < r.int(2, 4); i++) body.push(tree(r, r.pick([r.int(60, 300), r.int(900, 1150)]), r.int(660, 720), 0.9 + r.next() * 0.6));
      body.push(`<rect y="700" width="${SCENE_WIDTH}" height="100" fill="#c9b38f"/>`);
      break;
    }
    case 'apartment': {
      body.push(`<rect y="680" width="${SCENE_WIDTH}" height="120" fill="#b9b4aa"/>`);
      let x = r.int(-40, 40);
      while (x < SCENE_WIDTH) {
        const w = r.int(220, 340);
        body.push(block(r, x, 690, w, r.int(4, 9)));
        x += w + r.int(16, 60);
      }
      for (let i = 0; i < r.int(3, 6); i++) body.push(tree(r, r.int(40, 1160), r.int(700, 760), 0.8 + r.next() * 0.4));
      break;
    }
    case 'sea': {
      const horizon = r.int(400, 470);
      const w = sea(r, id, horizon);
      defs.push(w.defs);
      body.push(w.body);
      body.push(
        `<path d="M0 ${horizon + 40} Q300 ${horizon - 60} 520 ${horizon + 10} L520 ${horizon + 10} L0 ${horizon + 10} Z" fill="#7fa08a" opacity="0.7"/>`,
      );
      body.push(`<path d="M0 640 Q400 560 1200 660 L1200 800 L0 800 Z" fill="#f1dba6"/>`);
      if (r.chance(0.7)) body.push(house(r, r.int(180, 360), 690, 0.7));
      for (let i = 0; i < r.int(2, 3); i++) body.push(tree(r, r.int(700, 1150), r.int(680, 740), 1));
      if (r.chance(0.6))
        body.push(
          `<g transform="translate(${r.int(650, 1000)} ${horizon + 50})"><path d="M-40 0 L40 0 L28 16 L-28 16 Z" fill="#fff"/><path d="M0 -2 L0 -70 L34 -6 Z" fill="#fff"/></g>`,
        );
      break;
    }
    case 'hills': {
      body.push(hill(r, 470, '#b8cfa0'), hill(r, 560, '#9dbf7c'), hill(r, 660, ground));
      for (let i = 0; i < r.int(4, 8); i++) body.push(tree(r, r.int(40, 1160), r.int(540, 700), 0.5 + r.next() * 0.6));
      if (r.chance(0.8)) body.push(house(r, r.int(300, 900), r.int(600, 650), 0.55));
      const rows = Array.from(
        { length: 6 },
        (_, i) =>
          `<path d="M0 ${720 + i * 14} Q600 ${700 + i * 14} 1200 ${724 + i * 14}" stroke="#6f8f4e" stroke-width="4" fill="none" opacity="0.5"/>`,
      ).join('');
      body.push(rows);
      break;
    }
    case 'town': {
      body.push(hill(r, 520, '#a9c98b'));
      let x = -20;
      while (x < SCENE_WIDTH) {
        const w = r.int(90, 170);
        const h = r.int(120, 300);
        const wall = r.pick(WALLS);
        body.push(
          `<rect x="${x}" y="${700 - h}" width="${w}" height="${h}" fill="${wall}"/><polygon points="${x - 6},${700 - h} ${x + w / 2},${700 - h - 40} ${x + w + 6},${700 - h}" fill="${r.pick(ROOFS)}"/>`,
        );
        for (let wy = 700 - h + 24; wy < 640; wy += 56) body.push(windowRect(x + w * 0.25, wy, w * 0.5, 30, r.chance(0.2)));
        x += w + 4;
      }
      if (r.chance(0.6)) {
        const tx = r.int(200, 1000);
        body.push(
          `<rect x="${tx}" y="250" width="60" height="450" fill="#d8c6a4"/><polygon points="${tx - 10},250 ${tx + 30},170 ${tx + 70},250" fill="#8f3f2f"/><circle cx="${tx + 30}" cy="320" r="18" fill="#fff" stroke="#6d5a44" stroke-width="4"/>`,
        );
      }
      body.push(`<rect y="700" width="${SCENE_WIDTH}" height="100" fill="#b7a58a"/>`);
      break;
    }
    case 'interior': {
      const wall = r.pick(WALLS);
      const floor = r.pick(['#c89f72', '#b88a5e', '#d8c3a5', '#9c7b5b']);
      body.length = 0;
      defs.push(`<clipPath id="${id}c"><rect x="380" y="130" width="440" height="330"/></clipPath>`);
      const view = r.chance(0.5) ? sea(r, `${id}v`, 330) : { defs: '', body: hill(r, 380, ground) };
      defs.push(view.defs);
      body.push(`<rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="${wall}"/><g clip-path="url(#${id}c)">${s.body}${view.body}</g>`);
      body.push(
        `<rect x="380" y="130" width="440" height="330" fill="none" stroke="#fff" stroke-width="14"/><line x1="600" y1="130" x2="600" y2="460" stroke="#fff" stroke-width="10"/>`,
      );
      body.push(`<rect y="600" width="${SCENE_WIDTH}" height="200" fill="${floor}"/>`);
      for (let i = 0; i < 7; i++)
        body.push(`<line x1="${i * 200 - 100}" y1="800" x2="${i * 120 + 240}" y2="600" stroke="#000" stroke-opacity="0.08" stroke-width="3"/>`);
      const sofa = r.pick(['#5b7fa3', '#a35b5b', '#6f8f5e', '#8a7aa8', '#c4a35a']);
      body.push(
        `<g transform="translate(${r.int(180, 420)} 560)"><rect x="0" y="0" width="420" height="110" rx="24" fill="${sofa}"/><rect x="0" y="-70" width="420" height="90" rx="24" fill="${sofa}" opacity="0.85"/><rect x="-20" y="-20" width="50" height="130" rx="20" fill="${sofa}"/><rect x="390" y="-20" width="50" height="130" rx="20" fill="${sofa}"/></g>`,
      );
      body.push(
        `<g transform="translate(${r.int(940, 1080)} 600)"><rect x="-30" y="-50" width="60" height="50" fill="#c0704f"/><ellipse cx="0" cy="-100" rx="40" ry="60" fill="${ground}"/></g>`,
      );
      body.push(
        `<g transform="translate(${r.int(90, 200)} 180)"><line x1="0" y1="0" x2="0" y2="420" stroke="#444" stroke-width="6"/><path d="M-50 0 L50 0 L30 -60 L-30 -60 Z" fill="#f6e3b4"/></g>`,
      );
      break;
    }
  }
  return { defs: defs.join(''), body: body.join('') };
}

/** One complete SVG document of the given kind, fully determined by the rng. */
export function drawScene(kind: SceneKind, r: Rng, id = 'p'): string {
  const s = scene(kind, r, id);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}"><defs>${s.defs}</defs>${s.body}</svg>\n`;
}
