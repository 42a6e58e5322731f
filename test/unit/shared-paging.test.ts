import t from 'tap';
import { clampPage, hasMore, pageItems, showPagination } from '../../shared/search/paging.ts';

t.test('more pages while page < totalPages', async (t) => {
  t.ok(hasMore(1, 2));
  t.notOk(hasMore(2, 2));
  t.notOk(hasMore(1, 0));
  t.notOk(hasMore(Number.NaN, 3));
});

t.test('pagination only with more than one page', async (t) => {
  t.notOk(showPagination(0));
  t.notOk(showPagination(1));
  t.ok(showPagination(2));
});

t.test('pages are clamped to 1..totalPages', async (t) => {
  t.equal(clampPage(5, 3), 3);
  t.equal(clampPage(0, 3), 1);
  t.equal(clampPage(-4, 3), 1);
  t.equal(clampPage(2, 3), 2);
  t.equal(clampPage(2.7, 3), 2);
  t.equal(clampPage(4, 0), 1, 'an empty list has page 1');
  t.equal(clampPage(Number.NaN, 3), 1);
  t.equal(clampPage(9, Number.POSITIVE_INFINITY), 1, 'unknown total: page 1');
});

t.test('page links with gaps', async (t) => {
  t.same(pageItems(5, 10), [1, 'gap', 4, 5, 6, 'gap', 10]);
  t.same(pageItems(1, 10), [1, 2, 'gap', 10]);
  t.same(pageItems(10, 10), [1, 'gap', 9, 10]);
  t.same(pageItems(3, 10), [1, 2, 3, 4, 'gap', 10], 'a one-page gap shows the page');
  t.same(pageItems(1, 1), [1]);
  t.same(pageItems(1, 0), [1]);
  t.same(pageItems(50, 7), [1, 'gap', 6, 7], 'the current page is clamped');
  t.same(pageItems(5, 10, 2), [1, 2, 3, 4, 5, 6, 7, 'gap', 10]);
});
