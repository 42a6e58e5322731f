// The ids of a comparison's URL (shared/core/compare-ids.ts): in order, each once, at most four; what
// the URL names beyond (a fifth, an id no listing could have) is counted as left out, not lost silently.
import t from 'tap';
import { parseCompareIds } from '../../shared/core/compare-ids.ts';
import { comparePath } from '../../shared/core/compare.ts';

t.same(parseCompareIds(null), { ids: [], dropped: 0 }, 'no ids');
t.same(parseCompareIds(' , ,'), { ids: [], dropped: 0 }, 'only separators');
t.same(parseCompareIds('b, a ,b'), { ids: ['b', 'a'], dropped: 0 }, 'trimmed, in order, each once');
t.same(parseCompareIds('a,b,c,d,e,f'), { ids: ['a', 'b', 'c', 'd'], dropped: 2 }, 'four kept, the rest counted');
t.same(parseCompareIds(`a,${'x'.repeat(201)}`), { ids: ['a'], dropped: 1 }, 'an id longer than any aliasId is counted');
t.equal(comparePath(['a b', 'c']), '/compare?ids=a%20b,c', 'the path escapes each id');
t.equal(comparePath([]), '/compare');
