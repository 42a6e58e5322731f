// The photos picked in the flow, kept in the browser until the listing exists and they are uploaded.
// Files do not fit in localStorage, so they go to IndexedDB (one record per photo, by id), which
// keeps them across a reload and a sign-up; the draft (draft.ts) holds their ids in order. Where
// IndexedDB is not available (some private modes) they are kept in memory for the page's life.
const DB_NAME = 'advert-photos-v1';
const STORE = 'photos';

interface StoredPhoto {
  id: string;
  blob: Blob;
  name: string;
  type: string;
}

export interface DraftPhoto {
  id: string;
  file: File;
}

/** Photos of this page's life: the fast path, and the only place when IndexedDB is missing. */
const memory = new Map<string, File>();
let db: Promise<IDBDatabase | null> | null = null;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function openDb(): Promise<IDBDatabase | null> {
  db ??= new Promise<IDBDatabase | null>((resolve) => {
    try {
      if (typeof indexedDB === 'undefined') return resolve(null);
      const req = indexedDB.open(DB_NAME, 1);
      req.onupgradeneeded = () => {
        if (!req.result.objectStoreNames.contains(STORE)) req.result.createObjectStore(STORE, { keyPath: 'id' });
      };
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => resolve(null);
      req.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return db;
}

async function withStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => Promise<T>): Promise<T | null> {
  const database = await openDb();
  if (!database) return null;
  try {
    const tx = database.transaction(STORE, mode);
    const done = new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onabort = tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    });
    const result = await run(tx.objectStore(STORE));
    await done;
    return result;
  } catch {
    return null;
  }
}

let seq = 0;
/** An id of our own (letters, digits and '-': what the draft accepts). */
export function newPhotoId(now: number = Date.now(), random: () => number = Math.random): string {
  seq = (seq + 1) % 1_000_000;
  return `p-${now.toString(36)}-${seq.toString(36)}-${Math.floor(random() * 36 ** 6).toString(36)}`;
}

/** Keeps the files; answers their new ids in the same order. */
export async function savePhotos(files: readonly File[]): Promise<string[]> {
  const records: StoredPhoto[] = files.map((f) => ({ id: newPhotoId(), blob: f, name: f.name, type: f.type }));
  for (const [i, r] of records.entries()) memory.set(r.id, files[i]);
  await withStore('readwrite', async (store) => {
    for (const r of records) store.put(r);
  });
  return records.map((r) => r.id);
}

/** The files of these ids, in this order; ids whose file is gone are left out. */
export async function loadPhotos(ids: readonly string[]): Promise<DraftPhoto[]> {
  const missing = ids.filter((id) => !memory.has(id));
  if (missing.length) {
    await withStore('readonly', async (store) => {
      const found = await Promise.all(missing.map((id) => request(store.get(id) as IDBRequest<StoredPhoto | undefined>)));
      for (const r of found) {
        if (r && r.blob instanceof Blob) memory.set(r.id, new File([r.blob], r.name, { type: r.type }));
      }
    });
  }
  return ids.flatMap((id) => {
    const file = memory.get(id);
    return file ? [{ id, file }] : [];
  });
}

export async function deletePhotos(ids: readonly string[]): Promise<void> {
  for (const id of ids) memory.delete(id);
  await withStore('readwrite', async (store) => {
    for (const id of ids) store.delete(id);
  });
}

/** Forgets every kept photo (after publishing, or when the draft is gone). */
export async function clearPhotos(): Promise<void> {
  memory.clear();
  await withStore('readwrite', async (store) => {
    store.clear();
  });
}
