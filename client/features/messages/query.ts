// Query strings of the messages screens.
import type { MessageBox } from '../../../shared/contract/messages.ts';

export function boxParam(search: string | URLSearchParams): MessageBox {
  return (typeof search === 'string' ? new URLSearchParams(search) : search).get('box') === 'sent' ? 'sent' : 'inbox';
}

export function pageParam(search: string | URLSearchParams): number {
  const n = Number.parseInt((typeof search === 'string' ? new URLSearchParams(search) : search).get('page') ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : 1;
}

export function messagesHref(box: MessageBox, page: number): string {
  const q = new URLSearchParams();
  if (box === 'sent') q.set('box', 'sent');
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `/private/messages?${s}` : '/private/messages';
}

/** The context a new message starts from: ?to=<user aliasId>&estate=<estate aliasId>&re=<message id>&subject= */
export function composeParams(search: string) {
  const q = new URLSearchParams(search);
  const get = (k: string) => q.get(k)?.trim() || null;
  return { to: get('to'), estate: get('estate'), re: get('re'), subject: get('subject') };
}
