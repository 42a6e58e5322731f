// Issue 24, item 4: the pure parts of floor plans and documents: PDFs recognised by their signature,
// the download's file name made from the title, sizes in the reader's language, and an uploaded floor
// plan counting in the quality score.
import t from 'tap';
import { fileNameOf, isPdf, pdfKey } from '../../api/estates/documents.ts';
import { isDownloadKey, isValidMediaKey, mediaTypeOf } from '../../api/integrations/media/store.ts';
import { formatFileSize } from '../../shared/core/file-size.ts';
import { listingQuality } from '../../shared/core/quality.ts';

t.test('a PDF is recognised by %PDF-, not by its name', async (t) => {
  t.ok(isPdf(Buffer.from('%PDF-1.7\n...')));
  t.notOk(isPdf(Buffer.from('<html>%PDF-')), 'the signature must come first');
  t.notOk(isPdf(Buffer.from('%PDF')), 'too short');
  t.notOk(isPdf(Buffer.alloc(0)));
});

t.test('the download name comes from the title, safe characters only', async (t) => {
  t.equal(fileNameOf('Ground floor', 'floorplan'), 'ground-floor');
  t.equal(fileNameOf('Planta baja – Málaga', 'floorplan'), 'planta-baja-malaga', 'accents dropped');
  t.equal(fileNameOf('"; evil.html', 'document'), 'evil-html', 'no quotes or dots');
  t.equal(fileNameOf('Планировка', 'floorplan'), 'floor-plan', 'no latin letters: the kind');
  t.equal(fileNameOf('', 'document'), 'document');
  t.ok(fileNameOf('x'.repeat(300), 'document').length <= 60);
  const key = pdfKey('e-1', 'd-2', Buffer.from('%PDF-'), 'ground-floor');
  t.match(key, /^estates\/e-1\/d-2--[0-9a-f]{12}\/ground-floor\.pdf$/);
  t.ok(isValidMediaKey(key), 'a valid media key');
  t.ok(isDownloadKey(key), 'served as a download');
  t.equal(mediaTypeOf(key), 'application/pdf');
  t.throws(() => pdfKey('e-1', 'd-2', Buffer.from('%PDF-'), '../x'), 'an unsafe name is refused');
  t.notOk(isDownloadKey('estates/e/p--abc.webp'));
});

t.test('sizes in the reader’s language', async (t) => {
  t.equal(formatFileSize(2_400_000, 'en'), '2.4 MB');
  t.equal(formatFileSize(2_400_000, 'de'), '2,4 MB');
  t.equal(formatFileSize(2_400_000, 'ru'), '2,4 МБ');
  t.equal(formatFileSize(350_000, 'es'), '350 kB');
  t.equal(formatFileSize(77, 'en'), '0.1 kB', 'never zero');
});

t.test('an uploaded floor plan counts in the quality score, like the older floorPlans links', async (t) => {
  const base = { photos: [], description: {}, geoData: {}, price: 100_000, livingSpace: 80 };
  t.ok(listingQuality(base).missing.includes('floorplan'));
  t.notOk(listingQuality({ ...base, documents: [{ kind: 'floorplan' }] }).missing.includes('floorplan'));
  t.ok(listingQuality({ ...base, documents: [{ kind: 'document' }] }).missing.includes('floorplan'), 'a document is no floor plan');
  t.notOk(listingQuality({ ...base, details: { floorPlans: ['/media/x.webp'] } }).missing.includes('floorplan'), 'legacy links still count');
});
