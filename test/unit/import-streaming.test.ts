// Memory stays bounded however long the feed: 20,000 generated OpenImmo listings (about 25 MB of XML)
// are read one at a time. A memory bound, not a time bound.
import t from 'tap';
import { statSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { readFeed } from '../../api/import/formats/index.ts';
import { generateOpenImmo } from '../../bin/bench/import-feed.ts';
import { tempPath } from '../fixtures/import/helpers.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const MB = 1024 * 1024;

t.test('20,000 listings are read with bounded heap', async (t) => {
  const path = await generateOpenImmo(20_000, tempPath('xml'));
  t.ok(statSync(path).size > 20 * MB, 'the feed is large');
  gc();
  const baseline = process.memoryUsage().heapUsed;
  let peak = baseline;
  let retained = baseline;
  let count = 0;
  let withProblems = 0;
  const feed = await readFeed(path);
  for await (const listing of feed.listings) {
    count++;
    if (!listing.estate || listing.problems.length) withProblems++;
    if (count % 1000 === 0) peak = Math.max(peak, process.memoryUsage().heapUsed);
    if (count % 4000 === 0) {
      gc();
      retained = Math.max(retained, process.memoryUsage().heapUsed);
    }
  }
  await feed.close();
  t.equal(count, 20_000);
  t.equal(withProblems, 0);
  const growth = (peak - baseline) / MB;
  t.ok(growth < 150, `heap grew by ${growth.toFixed(1)} MB while reading (bound 150 MB)`);
  // what survives a collection mid-read: a reader that kept the document or every listing would hold
  // tens of megabytes here; a streaming one holds one chunk, one listing and the set of ids seen
  const kept = (retained - baseline) / MB;
  t.ok(kept < 20, `${kept.toFixed(1)} MB retained mid-read`);
});
