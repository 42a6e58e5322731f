// The photos of imported listings: files from the uploaded ZIP or downloads from the feed's URLs, each
// through the same processing as an upload (content sniffing, sharp re-encode to our sizes,
// api/estates/photos.ts). Downloads are guarded: http and https only, a time-out for the whole
// transfer, a size limit, at most a few redirects (each checked again), and never a private,
// loopback or link-local address: the host name is resolved first, every address it has is checked,
// and the connection goes to the checked address (no second lookup a DNS rebinding could change).
// A photo that fails is reported on its listing and never fails the listing.
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { PhotoRejected, processPhoto, type ProcessedPhoto } from '../estates/photos.ts';
import { isPdf, type PreparedFile } from '../estates/documents.ts';
import { MAX_DOCUMENT_BYTES } from '../../shared/core/documents.ts';
import type { FeedProblem, FloorPlanSource, PhotoSource } from './formats/index.ts';
import type { ImportSettings } from './settings.ts';

/** Addresses a download never reaches (unless IMPORT_ALLOW_PRIVATE_URLS): private, loopback, link-local, multicast, reserved. */
const BLOCKED = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  BLOCKED.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  // NAT64 (well-known and local-use), 6to4 and Teredo carry an IPv4 address (a private one too)
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  BLOCKED.addSubnet(net, bits, 'ipv6');
}

/** True for an address a download must not reach; IPv4-mapped IPv6 addresses are judged as IPv4. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return BLOCKED.check(mapped[1], 'ipv4');
    return BLOCKED.check(address, 'ipv6');
  }
  return true;
}

export class PhotoFetchError extends Error {
  constructor(
    readonly code:
      'PHOTO_URL_INVALID' | 'PHOTO_URL_PRIVATE' | 'PHOTO_DOWNLOAD_FAILED' | 'PHOTO_TOO_LARGE' | 'PHOTO_TIMEOUT' | 'PHOTO_TOO_MANY_REDIRECTS',
    message: string,
  ) {
    super(message);
    this.name = 'PhotoFetchError';
  }
}

/** A lookup that resolves every address of the host, refuses the host when any is private, and connects to the first. */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, verbatim: true })
      .then((addresses) => {
        if (!addresses.length) throw new PhotoFetchError('PHOTO_DOWNLOAD_FAILED', `${hostname} has no address`);
        if (!allowPrivate) {
          const bad = addresses.find((a) => isPrivateAddress(a.address));
          if (bad) throw new PhotoFetchError('PHOTO_URL_PRIVATE', `${hostname} resolves to a private address`);
        }
        const first = addresses[0];
        if ((options as { all?: boolean }).all) (callback as (e: null, a: typeof addresses) => void)(null, addresses.slice(0, 1));
        else callback(null, first.address, first.family);
      })
      .catch((err: Error) => callback(err as NodeJS.ErrnoException, '', 0));
  };
}

/** Downloads one URL under the settings' guards; the body as a Buffer. */
export async function downloadPhoto(
  rawUrl: string,
  s: Pick<ImportSettings, 'allowPrivateUrls' | 'photoTimeoutMs' | 'photoMaxBytes' | 'photoMaxRedirects'>,
): Promise<Buffer> {
  const signal = AbortSignal.timeout(s.photoTimeoutMs);
  let url = rawUrl;
  for (let hop = 0; ; hop++) {
    let u: URL;
    try {
      u = new URL(url);
    } catch {
      throw new PhotoFetchError('PHOTO_URL_INVALID', 'not a URL');
    }
    if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new PhotoFetchError('PHOTO_URL_INVALID', 'only http and https URLs are fetched');
    if (u.username || u.password) throw new PhotoFetchError('PHOTO_URL_INVALID', 'URLs with credentials are not fetched');
    const host = u.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && !s.allowPrivateUrls && isPrivateAddress(host)) throw new PhotoFetchError('PHOTO_URL_PRIVATE', `${host} is a private address`);
    const answer = await request(u, s, signal);
    if (answer.redirect) {
      if (hop >= s.photoMaxRedirects) throw new PhotoFetchError('PHOTO_TOO_MANY_REDIRECTS', `more than ${s.photoMaxRedirects} redirects`);
      url = new URL(answer.redirect, u).toString();
      continue;
    }
    return answer.body!;
  }
}

function request(
  u: URL,
  s: Pick<ImportSettings, 'allowPrivateUrls' | 'photoMaxBytes'>,
  signal: AbortSignal,
): Promise<{ redirect?: string; body?: Buffer }> {
  return new Promise((resolve, reject) => {
    const lib = u.protocol === 'https:' ? https : http;
    const req = lib.get(
      u,
      { lookup: guardedLookup(s.allowPrivateUrls), signal, headers: { accept: 'image/*', 'user-agent': 'marketplace-import/1' } },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          resolve({ redirect: res.headers.location });
          return;
        }
        if (status !== 200) {
          res.resume();
          reject(new PhotoFetchError('PHOTO_DOWNLOAD_FAILED', `the server answered ${status}`));
          return;
        }
        const declared = Number(res.headers['content-length'] ?? 0);
        if (declared > s.photoMaxBytes) {
          res.destroy();
          reject(new PhotoFetchError('PHOTO_TOO_LARGE', `larger than ${s.photoMaxBytes} bytes`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > s.photoMaxBytes) {
            res.destroy();
            reject(new PhotoFetchError('PHOTO_TOO_LARGE', `larger than ${s.photoMaxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => resolve({ body: Buffer.concat(chunks) }));
        res.on('error', (err) => reject(err));
      },
    );
    req.on('error', (err) => {
      if (err instanceof PhotoFetchError) reject(err);
      else if (signal.aborted) reject(new PhotoFetchError('PHOTO_TIMEOUT', 'the download timed out'));
      else reject(new PhotoFetchError('PHOTO_DOWNLOAD_FAILED', err.message.slice(0, 200)));
    });
  });
}

export interface FetchedPhotos {
  photos: ProcessedPhoto[];
  problems: FeedProblem[];
}

/** Reads, downloads and processes a listing's photos in order; each failure becomes a (non-fatal) problem. */
export async function fetchListingPhotos(
  externalId: string,
  sources: readonly PhotoSource[],
  openZipEntry: ((path: string) => Promise<Buffer>) | undefined,
  s: ImportSettings,
): Promise<FetchedPhotos> {
  const photos: ProcessedPhoto[] = [];
  const problems: FeedProblem[] = [];
  const problem = (i: number, code: string, message: string) => problems.push({ externalId, field: `photos[${i}]`, code, message, fatal: false });
  for (const [i, source] of sources.entries()) {
    if (photos.length >= s.photosPerListing) {
      problem(i, 'TOO_MANY_PHOTOS', `only ${s.photosPerListing} photos are kept per listing`);
      break;
    }
    try {
      let data: Buffer;
      if (source.kind === 'zip') {
        if (!openZipEntry) throw new PhotoFetchError('PHOTO_DOWNLOAD_FAILED', 'the file is not a ZIP, so it holds no images');
        data = await openZipEntry(source.path);
      } else {
        data = await downloadPhoto(source.url, s);
      }
      photos.push(await processPhoto(data));
    } catch (err) {
      if (err instanceof PhotoFetchError) problem(i, err.code, err.message);
      else if (err instanceof PhotoRejected) problem(i, 'PHOTO_UNREADABLE', err.message);
      else problem(i, 'PHOTO_MISSING', err instanceof Error ? err.message.slice(0, 200) : 'the photo could not be read');
    }
  }
  return { photos, problems };
}

export interface FetchedFloorPlans {
  floorPlans: { title: string; file: PreparedFile }[];
  problems: FeedProblem[];
}

/**
 * Reads or downloads a listing's floor plans (issue 24, item 4) like its photos: a PDF (by its
 * `%PDF-` signature, at most MAX_DOCUMENT_BYTES) is kept as it came, anything else must be an image
 * and is re-encoded; each failure becomes a (non-fatal) problem at `floorPlans[i]`.
 */
export async function fetchListingFloorPlans(
  externalId: string,
  sources: readonly FloorPlanSource[],
  openZipEntry: ((path: string) => Promise<Buffer>) | undefined,
  s: ImportSettings,
): Promise<FetchedFloorPlans> {
  const floorPlans: FetchedFloorPlans['floorPlans'] = [];
  const problems: FeedProblem[] = [];
  const problem = (i: number, code: string, message: string) => problems.push({ externalId, field: `floorPlans[${i}]`, code, message, fatal: false });
  for (const [i, source] of sources.entries()) {
    try {
      let data: Buffer;
      if (source.kind === 'zip') {
        if (!openZipEntry) throw new PhotoFetchError('PHOTO_DOWNLOAD_FAILED', 'the file is not a ZIP, so it holds no images');
        data = await openZipEntry(source.path);
      } else {
        data = await downloadPhoto(source.url, s);
      }
      const title = source.title ?? '';
      if (isPdf(data) && data.length <= MAX_DOCUMENT_BYTES) floorPlans.push({ title, file: { type: 'pdf', data } });
      else floorPlans.push({ title, file: { type: 'image', photo: await processPhoto(data) } });
    } catch (err) {
      if (err instanceof PhotoFetchError) problem(i, err.code, err.message);
      else if (err instanceof PhotoRejected) problem(i, 'PHOTO_UNREADABLE', err.message);
      else problem(i, 'PHOTO_MISSING', err instanceof Error ? err.message.slice(0, 200) : 'the floor plan could not be read');
    }
  }
  return { floorPlans, problems };
}
