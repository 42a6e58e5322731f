// docs/reference/environment.md: the environment table of shared/core/env.ts (describeEnv), in
// declaration order, which is the order parseEnv reads them in.
import { describeEnv } from '../../shared/core/env.ts';
import { code, page, table } from './markdown.ts';

export function environmentPage(): string {
  const rows = describeEnv().map((v) => [code(v.name), v.default === '(unset)' ? 'unset' : code(v.default), v.description, v.type]);
  return page(
    'Environment',
    [
      'Every variable the product reads, declared once in `shared/core/env.ts` (type, default, meaning) and parsed there;',
      '`gateway/config.ts` and `api/config.ts` are two views of that one parse. A bad value stops start-up with a message',
      "that begins with the variable's name. An empty variable counts as unset. To change a row, change `env.ts`.",
    ].join('\n'),
    [table(['variable', 'default', 'what it does', 'accepted values'], rows)],
  );
}
