// The flags' sprite (client/ui/Flag.tsx draws each flag once here): one SVG document with a
// <symbol> per drawn flag, served by the gateway at FLAG_SPRITE_URL; pages <use> its symbols.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DRAWN_FLAGS, flagSymbolContent } from '../client/server.tsx';

export { FLAG_SPRITE_VERSION } from '../client/server.tsx';

let sprite: string | null = null;

export function flagSprite(): string {
  sprite ??=
    '<svg xmlns="http://www.w3.org/2000/svg">' +
    renderToStaticMarkup(
      createElement(
        'defs',
        null,
        DRAWN_FLAGS.map((code) => createElement('symbol', { key: code, id: code, viewBox: '0 0 30 20' }, flagSymbolContent(code))),
      ),
    ) +
    '</svg>';
  return sprite;
}
