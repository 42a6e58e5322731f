// A generated OpenImmo 1.2.8 feed of n listings for the import bench and the memory test. Written to a
// file as a stream (one `immobilie` at a time), so generating 20,000 listings costs no more memory than
// generating ten. Deterministic: listing i is the same in every run (ids GEN-000001, ...), so importing
// the same generated feed twice changes nothing the second time.
//   npx tsx bin/bench/import-feed.ts 10000 /tmp/feed.xml [--images]
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { pathToFileURL } from 'node:url';

export interface GenerateOptions {
  /** name images/<id>-<k>.jpg attachments (the file must then go into a ZIP with them); default false */
  withImages?: boolean;
  /** add `priceDelta` to listing `changeIndex`'s price (for sync tests: one update) */
  changeIndex?: number;
  priceDelta?: number;
}

const CITIES = [
  ['München', 'DEU', 48.137, 11.575],
  ['Köln', 'DEU', 50.937, 6.96],
  ['Wien', 'AUT', 48.208, 16.373],
  ['Málaga', 'ESP', 36.721, -4.421],
  ['Sankt Petersburg', 'RUS', 59.934, 30.335],
] as const;
const KINDS = ['<wohnung wohnungtyp="ETAGE"/>', '<haus haustyp="EINFAMILIENHAUS"/>', '<haus haustyp="VILLA"/>', '<wohnung wohnungtyp="PENTHOUSE"/>'];

/** One generated `immobilie` (i from 1). */
export function generatedImmobilie(i: number, options: GenerateOptions = {}): string {
  const id = `GEN-${String(i).padStart(6, '0')}`;
  const [city, land, lat, lng] = CITIES[i % CITIES.length];
  const rent = i % 4 === 0;
  let price = rent ? 800 + (i % 40) * 25 : 150_000 + (i % 500) * 1_000;
  if (options.changeIndex === i) price += options.priceDelta ?? 1000;
  const rooms = 1 + (i % 6);
  const images = options.withImages
    ? `<anhaenge><anhang location="INTERN" gruppe="TITELBILD"><format>jpg</format><daten><pfad>images/${id}-1.jpg</pfad></daten></anhang></anhaenge>`
    : '';
  return `  <immobilie>
    <objektkategorie><nutzungsart WOHNEN="true"/><vermarktungsart ${rent ? 'MIETE_PACHT' : 'KAUF'}="true"/><objektart>${KINDS[i % KINDS.length]}</objektart></objektkategorie>
    <geo><plz>${10000 + (i % 89999)}</plz><ort>${city}</ort><strasse>Lindenstraße</strasse><hausnummer>${1 + (i % 120)}</hausnummer><land iso_land="${land}"/><geokoordinaten breitengrad="${(lat + (i % 100) / 1000).toFixed(4)}" laengengrad="${(lng + (i % 100) / 1000).toFixed(4)}"/></geo>
    <preise>${rent ? `<kaltmiete>${price}</kaltmiete><nebenkosten>150</nebenkosten>` : `<kaufpreis>${price}</kaufpreis>`}<waehrung iso_waehrung="EUR"/></preise>
    <flaechen><wohnflaeche>${30 + (i % 170)}.5</wohnflaeche><anzahl_zimmer>${rooms}</anzahl_zimmer><anzahl_schlafzimmer>${Math.max(0, rooms - 1)}</anzahl_schlafzimmer><anzahl_badezimmer>1</anzahl_badezimmer></flaechen>
    <ausstattung><heizungsart ZENTRAL="true"/><befeuerung GAS="true"/><boden PARKETT="true"/><kueche EBK="true"/>${i % 3 === 0 ? '<fahrstuhl PERSONEN="true"/>' : ''}${i % 5 === 0 ? '<gartennutzung>true</gartennutzung>' : ''}</ausstattung>
    <zustand_angaben><baujahr>${1900 + (i % 125)}</baujahr><zustand zustand_art="${i % 2 ? 'MODERNISIERT' : 'ERSTBEZUG'}"/></zustand_angaben>
    <freitexte><objekttitel>${rooms}-Zimmer-Objekt Nr. ${i} in ${city}</objekttitel><objektbeschreibung>&lt;p&gt;Helle Räume, ruhige Lage &amp;amp; gute Anbindung. Objekt ${i}.&lt;/p&gt;</objektbeschreibung><lage>Zentral in ${city}.</lage></freitexte>
    ${images}
    <verwaltung_techn><objektnr_extern>${id}</objektnr_extern><aktion aktionart="CHANGE"/></verwaltung_techn>
  </immobilie>
`;
}

/** Writes an n-listing OpenImmo feed to `path` (a full feed: umfang VOLL) and resolves when it is on disk. */
export async function generateOpenImmo(n: number, path: string, options: GenerateOptions = {}): Promise<string> {
  const out = createWriteStream(path);
  const write = async (s: string) => {
    if (!out.write(s)) await once(out, 'drain');
  };
  await write(
    '<?xml version="1.0" encoding="UTF-8"?>\n<openimmo>\n  <uebertragung art="OFFLINE" umfang="VOLL" modus="CHANGE" version="1.2.8" sendersoftware="bench" senderversion="1"/>\n<anbieter>\n  <anbieternr>BENCH</anbieternr>\n',
  );
  let batch = '';
  for (let i = 1; i <= n; i++) {
    batch += generatedImmobilie(i, options);
    if (batch.length > 256 * 1024) {
      await write(batch);
      batch = '';
    }
  }
  await write(batch + '</anbieter>\n</openimmo>\n');
  out.end();
  await once(out, 'finish');
  return path;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const n = Number(process.argv[2] ?? 10_000);
  const path = process.argv[3] ?? '/tmp/openimmo-feed.xml';
  await generateOpenImmo(n, path, { withImages: process.argv.includes('--images') });
  console.log(`${n} listings written to ${path}`);
}
