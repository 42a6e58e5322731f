// The listing being prepared in the guided flow, as the browser keeps it between steps, across a
// reload and across signing up: JSON under a versioned localStorage key. What is read back is checked
// field by field (a stored value is only data from the past, maybe from another version or edited by
// hand): a value that does not fit falls back to empty, and anything that is not a draft of this
// version at all is ignored. The photos themselves are files and live elsewhere (photoStore.ts); the
// draft holds their ids in the chosen order.
import { CURRENCIES, type Currency } from '../../../shared/core/constants.ts';
import { DEAL_TYPES, ESTATE_TYPES, type DealType, type EstateType } from '../../../shared/search/facets.ts';

export const DRAFT_VERSION = 1;
/** The storage key: a new shape of the draft gets a new version, and the old key is simply not read. */
export const DRAFT_KEY = `advert.draft.v${DRAFT_VERSION}`;

/** Photos a listing may hold (the api refuses more). */
export const MAX_DRAFT_PHOTOS = 30;

export interface AdvertDraft {
  dealType: DealType;
  /** '' until chosen */
  estateType: EstateType | '';
  /** ISO alpha-2, upper case; '' until chosen */
  countryCode: string;
  city: string;
  /** numbers stay text as typed until the listing is sent */
  price: string;
  /** '' until chosen: the form then offers the visitor's current currency */
  currency: Currency | '';
  livingSpace: string;
  rooms: string;
  /** the listing's headline in the visitor's language; '' lets the flow write one */
  title: string;
  /** ids of the picked photos (photoStore.ts), the cover first */
  photos: string[];
}

export const EMPTY_DRAFT: AdvertDraft = Object.freeze({
  dealType: 'sale',
  estateType: '',
  countryCode: '',
  city: '',
  price: '',
  currency: '',
  livingSpace: '',
  rooms: '',
  title: '',
  photos: [] as string[],
}) as AdvertDraft;

export const emptyDraft = (): AdvertDraft => ({ ...EMPTY_DRAFT, photos: [] });

/** What is written: the version beside the draft, so a reader can tell what it holds. */
interface StoredDraft {
  v: number;
  draft: AdvertDraft;
}

const TEXT_LIMITS = { city: 100, price: 40, livingSpace: 40, rooms: 20, title: 200 } as const;
const PHOTO_ID = /^[a-z0-9-]{1,64}$/;

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const oneOf = <T extends string>(values: readonly T[], x: unknown): x is T => typeof x === 'string' && (values as readonly string[]).includes(x);
const text = (x: unknown, max: number): string => (typeof x === 'string' && x.length <= max ? x : '');

/** A draft from any value: what fits is kept, the rest is empty. */
export function sanitizeDraft(raw: Record<string, unknown>): AdvertDraft {
  const photos = Array.isArray(raw.photos) ? raw.photos.filter((p): p is string => typeof p === 'string' && PHOTO_ID.test(p)) : [];
  return {
    dealType: oneOf(DEAL_TYPES, raw.dealType) ? raw.dealType : EMPTY_DRAFT.dealType,
    estateType: oneOf(ESTATE_TYPES, raw.estateType) ? raw.estateType : '',
    countryCode: typeof raw.countryCode === 'string' && /^[A-Z]{2}$/.test(raw.countryCode) ? raw.countryCode : '',
    city: text(raw.city, TEXT_LIMITS.city),
    price: text(raw.price, TEXT_LIMITS.price),
    currency: oneOf(CURRENCIES, raw.currency) ? raw.currency : '',
    livingSpace: text(raw.livingSpace, TEXT_LIMITS.livingSpace),
    rooms: text(raw.rooms, TEXT_LIMITS.rooms),
    title: text(raw.title, TEXT_LIMITS.title),
    photos: [...new Set(photos)].slice(0, MAX_DRAFT_PHOTOS),
  };
}

/** The draft stored as `text`, or null when it is missing, not JSON, of another version or not a draft. */
export function parseDraft(text: string | null | undefined): AdvertDraft | null {
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(data) || data.v !== DRAFT_VERSION || !isRecord(data.draft)) return null;
  return sanitizeDraft(data.draft);
}

export function serializeDraft(draft: AdvertDraft): string {
  const stored: StoredDraft = { v: DRAFT_VERSION, draft };
  return JSON.stringify(stored);
}

/** The part of the Web Storage interface the draft uses (tests pass a plain object). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The stored draft, or null; a storage that refuses to be read (privacy settings) counts as empty. */
export function readDraft(storage: DraftStorage | null): AdvertDraft | null {
  if (!storage) return null;
  try {
    return parseDraft(storage.getItem(DRAFT_KEY));
  } catch {
    return null;
  }
}

/** Stores the draft; false when the storage refused (full, or disabled): the draft then lives in memory only. */
export function writeDraft(storage: DraftStorage | null, draft: AdvertDraft): boolean {
  if (!storage) return false;
  try {
    storage.setItem(DRAFT_KEY, serializeDraft(draft));
    return true;
  } catch {
    return false;
  }
}

export function removeDraft(storage: DraftStorage | null): void {
  try {
    storage?.removeItem(DRAFT_KEY);
  } catch {
    // nothing to do: a storage that cannot be written holds nothing of ours
  }
}

/** True when nothing has been entered yet. */
export function isDraftEmpty(draft: AdvertDraft): boolean {
  return (Object.keys(EMPTY_DRAFT) as (keyof AdvertDraft)[]).every((k) =>
    k === 'photos' ? draft.photos.length === 0 : k === 'dealType' ? true : draft[k] === EMPTY_DRAFT[k],
  );
}
