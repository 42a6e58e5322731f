// The mass import page's parts rendered as the server renders them, with the real translations in all
// four languages: the upload form (labelled file field, accepted types, stated limit, template link,
// the full-feed choice explained, errors beside the field, upload progress), the validation report
// (counts, problems escaped, the confirm button's count, an invalid file explained), the progress bar
// (accessible values and the live text), the outcome with its link, and the history (rows, empty).
import t from 'tap';
import type { Language } from '../../shared/core/constants.ts';
import { ImportHistory } from '../../client/features/massImport/components/ImportHistory.tsx';
import { ImportProgressView } from '../../client/features/massImport/components/ImportProgressView.tsx';
import { ImportReportView } from '../../client/features/massImport/components/ImportReportView.tsx';
import { UploadForm } from '../../client/features/massImport/components/UploadForm.tsx';
import { IMPORT_MAX_MB, type Import, type ImportValidation } from '../../client/features/massImport/model.ts';
import { elementWithClass, hrefs, render, textOf, tr } from './components-render.tsx';

const LANGS: Language[] = ['en', 'de', 'ru', 'es'];
const noop = () => undefined;

const report = {
  total: 5,
  new: 2,
  updated: 1,
  unchanged: 1,
  withdrawn: 1,
  drafts: 1,
  problems: [{ externalId: 'OBJ-7', field: 'heating', code: 'UNKNOWN_FACET', message: 'Unknown value <script>alert(1)</script>' }],
  problemCount: 4,
};
const validation: ImportValidation = { _id: 'v1', format: 'openimmo', status: 'validated', fileName: 'makler.zip', fullFeed: true, report };
const running: Import = {
  ...validation,
  status: 'running',
  progress: { total: 3, processed: 2, created: 1, updated: 1, unchanged: 0, withdrawn: 0, failed: 0 },
  error: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  startedAt: '2026-11-23T10:00:01.000Z',
  finishedAt: null,
};

const attr = (html: string, re: RegExp) => re.exec(html)?.[1] ?? null;

t.test('the upload form: a labelled file field for csv, xml and zip, the limit, the template, the full-feed choice explained', async (t) => {
  for (const lng of LANGS) {
    const html = render(<UploadForm busy={false} sent={null} error={null} onUpload={noop} />, lng);
    const text = textOf(html);
    const id = attr(html, /<input[^>]*type="file"[^>]*id="([^"]+)"/) ?? attr(html, /<input[^>]*id="([^"]+)"[^>]*type="file"/);
    t.ok(id, `${lng}: the file field has an id`);
    t.match(html, new RegExp(`<label[^>]*for="${id}"[^>]*>${tr(lng, 'massImport.upload.file')}</label>`), `${lng}: and a label`);
    t.match(html, /accept="\.csv,\.xml,\.zip"/);
    t.match(text, tr(lng, 'massImport.upload.fileHint', { size: IMPORT_MAX_MB }), `${lng}: the limit is stated`);
    t.match(text, tr(lng, 'massImport.upload.fullFeed'));
    t.match(text, tr(lng, 'massImport.upload.fullFeedHint'), `${lng}: the full feed is explained`);
    t.ok(hrefs(html).includes('/api/import/template.csv'), `${lng}: the template link`);
    t.match(text, tr(lng, 'massImport.guide.summary'));
    t.notMatch(html, /aria-invalid/, 'no error yet');
  }
});

t.test('an upload refusal is shown beside the file field, in words of its code', async (t) => {
  for (const lng of LANGS) {
    const html = render(<UploadForm busy={false} sent={null} error={{ statusCode: 400, code: 'XML_DTD_FORBIDDEN' }} onUpload={noop} />, lng);
    t.match(html, /aria-invalid="true"/);
    const errorId = attr(html, /class="form-field__error" id="([^"]+)"/);
    t.ok(errorId);
    t.match(html, new RegExp(`aria-describedby="${errorId} `), `${lng}: the field is described by the error`);
    t.match(textOf(html), tr(lng, 'massImport.errors.XML_DTD_FORBIDDEN'));
  }
  const big = textOf(
    render(<UploadForm busy={false} sent={null} error={{ statusCode: 413, code: 'TOO_LARGE', limit: 20 * 1024 * 1024 }} onUpload={noop} />),
  );
  t.match(big, 'The file is larger than 20 MB.', 'the limit of the answer');
});

t.test('while the file goes up, a progress bar; then a spinner while it is checked', async (t) => {
  const sending = render(<UploadForm busy sent={0.4} error={null} onUpload={noop} />);
  t.match(sending, /<progress[^>]*max="100"[^>]*value="40"/);
  t.match(textOf(sending), 'Uploading: 40 %');
  t.match(sending, /aria-busy="true"/);
  const checking = render(<UploadForm busy sent={1} error={null} onUpload={noop} />);
  t.notMatch(checking, /<progress/);
  t.match(textOf(checking), tr('en', 'massImport.upload.checking'));
});

t.test('the report: the counts, the problems (escaped), the drafts note and the confirm button with its count', async (t) => {
  for (const lng of LANGS) {
    const html = render(<ImportReportView job={validation} starting={false} onConfirm={noop} onStartOver={noop} />, lng);
    const text = textOf(html);
    t.match(text, tr(lng, 'massImport.report.heading', { file: 'makler.zip' }));
    t.match(html, /<h2[^>]*tabindex="-1"/i, `${lng}: the heading can take the focus`);
    for (const k of ['total', 'new', 'updated', 'unchanged', 'withdrawn', 'drafts'] as const) {
      t.match(elementWithClass(html, `mass-import__count--${k}`), `>${report[k]}<`, `${lng}: ${k}`);
    }
    t.match(text, tr(lng, 'massImport.report.confirm', { count: 3 }), `${lng}: new and changed listings on the button`);
    t.match(text, tr(lng, 'massImport.report.draftsNote', { count: 1 }));
    t.match(text, tr(lng, 'massImport.problems.more', { shown: 1, count: 4 }), `${lng}: more problems than listed`);
    t.match(text, tr(lng, 'massImport.report.fullFeedOn'));
  }
  const html = render(<ImportReportView job={validation} starting={false} onConfirm={noop} onStartOver={noop} />);
  t.match(html, 'OBJ-7');
  t.notMatch(html, '<script>', 'the message is escaped');
  t.match(html, '&lt;script&gt;');
});

t.test('an invalid file says why nothing can be imported and offers no confirm', async (t) => {
  const html = render(
    <ImportReportView
      job={{ ...validation, status: 'invalid', report: { ...report, new: 0, updated: 0 } }}
      starting={false}
      onConfirm={noop}
      onStartOver={noop}
    />,
  );
  t.match(html, /role="alert"/);
  t.match(textOf(html), tr('en', 'massImport.report.invalid'));
  t.notMatch(textOf(html), 'Import ');
  t.match(textOf(html), tr('en', 'massImport.report.startOver'));
});

t.test('a file that changes nothing says so instead of a confirm', async (t) => {
  const same = { ...report, new: 0, updated: 0, withdrawn: 0, unchanged: 5, problems: [], problemCount: 0 };
  const text = textOf(render(<ImportReportView job={{ ...validation, report: same }} starting={false} onConfirm={noop} onStartOver={noop} />));
  t.match(text, tr('en', 'massImport.report.nothing'));
  t.match(text, tr('en', 'massImport.problems.none'));
});

t.test('the progress bar: accessible values, a live text of what was done, and cancel', async (t) => {
  for (const lng of LANGS) {
    const html = render(<ImportProgressView job={running} canceling={false} lost={false} onCancel={noop} onRetry={noop} onStartOver={noop} />, lng);
    const bar = elementWithClass(html, 'mass-import__bar')!;
    t.match(bar, /role="progressbar"/);
    t.match(bar, /aria-valuenow="66"/);
    t.match(bar, /aria-valuemax="100"/);
    t.match(bar, new RegExp(`aria-valuetext="${tr(lng, 'massImport.progress.valueText', { percent: 66, processed: 2, total: 3 })}"`));
    const live = elementWithClass(html, 'mass-import__live')!;
    t.match(live, /aria-live="polite"/);
    t.match(textOf(live), tr(lng, 'massImport.progress.status', { processed: 2, total: 3, created: 1, updated: 1, failed: 0 }));
    t.match(textOf(html), tr(lng, 'massImport.progress.cancel'));
    t.notOk(hrefs(html).includes('/private/myestates'), `${lng}: no link while it runs`);
  }
});

t.test('the outcome: done at 100 % with the link to my listings; failed and canceled in words', async (t) => {
  const done: Import = { ...running, status: 'done', progress: { ...running.progress, processed: 3, created: 2 } };
  const html = render(<ImportProgressView job={done} canceling={false} lost={false} onCancel={noop} onRetry={noop} onStartOver={noop} />);
  t.match(elementWithClass(html, 'mass-import__bar'), /aria-valuenow="100"/);
  t.ok(hrefs(html).includes('/private/myestates'));
  t.match(textOf(html), tr('en', 'massImport.progress.done', { created: 2, updated: 1, unchanged: 0, withdrawn: 0, failed: 0 }));
  t.notMatch(textOf(html), tr('en', 'massImport.progress.cancel'));
  const failed = textOf(
    render(
      <ImportProgressView
        job={{ ...running, status: 'failed', error: 'the server restarted' }}
        canceling={false}
        lost={false}
        onCancel={noop}
        onRetry={noop}
        onStartOver={noop}
      />,
    ),
  );
  t.match(failed, tr('en', 'massImport.progress.failedBecause', { reason: 'the server restarted' }));
  const canceled = textOf(
    render(
      <ImportProgressView
        job={{ ...running, status: 'canceled' }}
        canceling={false}
        lost={false}
        onCancel={noop}
        onRetry={noop}
        onStartOver={noop}
      />,
    ),
  );
  t.match(canceled, tr('en', 'massImport.progress.canceled'));
  const lost = textOf(render(<ImportProgressView job={running} canceling={false} lost onCancel={noop} onRetry={noop} onStartOver={noop} />));
  t.match(lost, tr('en', 'massImport.progress.lost'));
  t.match(lost, tr('en', 'massImport.progress.retry'));
});

t.test('the history: a row per import with date, file, format, status and counts; an empty state', async (t) => {
  for (const lng of LANGS) {
    const empty = render(
      <ImportHistory history={{ status: 'success', page: 1, values: [], meta: null }} language={lng} currentId={null} onOpen={noop} />,
      lng,
    );
    t.match(textOf(empty), tr(lng, 'massImport.history.empty'));
    const html = render(
      <ImportHistory
        history={{ status: 'success', page: 1, values: [running], meta: { page: 1, onPage: 20, totalPages: 1, total: 1 } }}
        language={lng}
        currentId="v1"
        onOpen={noop}
      />,
      lng,
    );
    const text = textOf(html);
    t.match(text, lng === 'de' || lng === 'ru' ? '23.11.2026' : '23/11/2026');
    t.match(text, 'makler.zip');
    t.match(text, tr(lng, 'massImport.formats.openimmo'));
    t.match(text, tr(lng, 'massImport.statuses.running'));
    t.match(text, tr(lng, 'massImport.history.countsRun', { total: 3, created: 1, updated: 1, failed: 0 }));
    t.match(html, /aria-current="true"/);
  }
  const failed = render(
    <ImportHistory history={{ status: 'failed', page: 1, values: [], meta: null }} language="en" currentId={null} onOpen={noop} />,
  );
  t.match(textOf(failed), tr('en', 'massImport.history.failed'));
});
