// The benchmark's reference row (docs/decisions/0010): the page's own markup rebuilt as a plain React
// tree — the same elements, attributes and texts, no components, hooks, store or translations — so
// that "our bare render ÷ plain tree" says what our components cost over React's own rendering.
import { createElement, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const RENAMED: Record<string, string> = { class: 'className', for: 'htmlFor', tabindex: 'tabIndex', readonly: 'readOnly', maxlength: 'maxLength' };
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&nbsp;': '\u00a0' };
const decode = (s: string) => s.replace(/&(?:amp|lt|gt|quot|nbsp|#x27|#39);/g, (e) => ENTITIES[e]);

interface Node {
  tag: string;
  props: Record<string, unknown>;
  children: (Node | string)[];
}

function attributes(source: string): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const m of source.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)) {
    const name = m[1];
    if (name.startsWith('on') || name === 'style') continue; // handlers and style strings have no plain prop form
    props[RENAMED[name] ?? name] = m[2] === undefined ? true : decode(m[2]);
  }
  return props;
}

/** Server markup → a React element tree that renders to (nearly) the same HTML. */
export function plainTreeOf(markup: string): ReactElement {
  const root: Node = { tag: 'div', props: {}, children: [] };
  const stack: Node[] = [root];
  const re = /<!--[\s\S]*?-->|<\/([a-zA-Z0-9-]+)\s*>|<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s=/>]+(?:="[^"]*")?)*)\s*(\/?)>|([^<]+)/g;
  for (const m of markup.matchAll(re)) {
    const top = stack[stack.length - 1];
    if (m[5] !== undefined) top.children.push(decode(m[5]));
    else if (m[1] !== undefined) {
      if (stack.length > 1 && top.tag === m[1]) stack.pop();
    } else if (m[2] !== undefined) {
      const node: Node = { tag: m[2], props: attributes(m[3] ?? ''), children: [] };
      top.children.push(node);
      if (!VOID.has(m[2]) && !m[4]) stack.push(node);
    }
  }
  const build = (n: Node, key?: number): ReactElement => {
    const kids: ReactNode[] = n.children.map((c, i) => (typeof c === 'string' ? c : build(c, i)));
    const props = { ...n.props, key };
    if (n.tag === 'textarea' || n.tag === 'select') return createElement(n.tag, { ...props, defaultValue: kids.join(''), readOnly: true });
    return VOID.has(n.tag) ? createElement(n.tag, props) : createElement(n.tag, props, ...kids);
  };
  return build(root);
}

/** Renders per second of a plain tree, in a loop for `seconds`, and the size of its markup. */
export function plainTreeLoop(tree: ReactElement, seconds: number): { rendersPerSec: number; markupBytes: number } {
  const markupBytes = Buffer.byteLength(renderToString(tree));
  for (let i = 0; i < 50; i++) renderToString(tree);
  let n = 0;
  const t0 = performance.now();
  const end = t0 + seconds * 1000;
  while (performance.now() < end) {
    renderToString(tree);
    n++;
  }
  return { rendersPerSec: n / ((performance.now() - t0) / 1000), markupBytes };
}
