// The draft's photos as the screens show them: the kept files of the draft's ids (photoStore.ts), each
// with a preview URL made for this screen and freed when it goes; adding, ordering and removing
// change the kept files and the draft's list together.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FieldMessage } from '../../../lib/forms/errors.ts';
import { checkPhotoFiles, type PhotoItem } from '../../estateForm/index.ts';
import { getDraft, updateDraft } from '../draftStore.ts';
import { deletePhotos, loadPhotos, savePhotos } from '../photoStore.ts';

export interface DraftPhotoItem extends PhotoItem {
  file: File;
}

export interface DraftPhotos {
  /** false until the kept files have been read */
  ready: boolean;
  items: DraftPhotoItem[];
  /** a message about picked files that were refused */
  refused: FieldMessage | null;
  busy: boolean;
  add(files: File[]): void;
  reorder(ids: string[]): void;
  remove(id: string): void;
}

/** `ids`: the draft's photo ids, or null while there is no draft yet (server, hydration). */
export function useDraftPhotos(ids: readonly string[] | null): DraftPhotos {
  const [files, setFiles] = useState<Map<string, { file: File; url: string }>>(() => new Map());
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<FieldMessage | null>(null);
  // the previews made so far, freed when the screen goes
  const urls = useRef(new Map<string, string>());
  const key = ids ? ids.join(',') : null;

  useEffect(() => {
    if (key === null) return;
    let alive = true;
    const wanted = key ? key.split(',') : [];
    loadPhotos(wanted).then((found) => {
      if (!alive) return;
      const next = new Map<string, { file: File; url: string }>();
      for (const p of found) {
        let url = urls.current.get(p.id);
        if (!url) {
          url = URL.createObjectURL(p.file);
          urls.current.set(p.id, url);
        }
        next.set(p.id, { file: p.file, url });
      }
      setFiles(next);
      setReady(true);
      // ids whose file is gone (another browser profile, cleared site data) leave the draft
      if (found.length !== wanted.length) updateDraft({ photos: found.map((p) => p.id) });
    });
    return () => {
      alive = false;
    };
  }, [key]);

  useEffect(() => {
    const made = urls.current;
    return () => {
      for (const url of made.values()) URL.revokeObjectURL(url);
      made.clear();
    };
  }, []);

  const items = useMemo(
    () =>
      (ids ?? []).flatMap((id) => {
        const f = files.get(id);
        return f ? [{ id, url: f.url, pending: true, file: f.file }] : [];
      }),
    [ids, files],
  );

  const add = useCallback((picked: File[]) => {
    const { accepted, error } = checkPhotoFiles(picked, getDraft().photos.length);
    setRefused(error);
    if (!accepted.length) return;
    setBusy(true);
    savePhotos(accepted)
      .then((newIds) => updateDraft({ photos: [...getDraft().photos, ...newIds] }))
      .finally(() => setBusy(false));
  }, []);

  const reorder = useCallback((order: string[]) => {
    const known = new Set(getDraft().photos);
    updateDraft({ photos: order.filter((id) => known.has(id)) });
  }, []);

  const remove = useCallback((id: string) => {
    updateDraft({ photos: getDraft().photos.filter((p) => p !== id) });
    const url = urls.current.get(id);
    if (url) URL.revokeObjectURL(url);
    urls.current.delete(id);
    void deletePhotos([id]);
  }, []);

  return { ready, items, refused, busy, add, reorder, remove };
}
