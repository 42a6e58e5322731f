// Photos picked on the add screen before the listing exists: kept as files with preview URLs (freed
// when removed or when the screen goes), uploaded right after the first save.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldMessage } from '../../../lib/forms/errors.ts';
import type { PhotoItem } from './PhotoManager.tsx';
import { checkPhotoFiles } from './photoFiles.ts';

interface Pending extends PhotoItem {
  file: File;
}

export function usePendingPhotos(onRefused: (message: FieldMessage | null) => void) {
  const [items, setItems] = useState<Pending[]>([]);
  const seq = useRef(0);
  // the list as last rendered, for the unmount clean-up and for counting in `add`
  const live = useRef(items);
  useEffect(() => {
    live.current = items;
  }, [items]);

  useEffect(() => () => live.current.forEach((p) => URL.revokeObjectURL(p.url)), []);

  const add = useCallback(
    (files: File[]) => {
      const { accepted, error } = checkPhotoFiles(files, live.current.length);
      onRefused(error);
      if (!accepted.length) return;
      setItems((list) => [
        ...list,
        ...accepted.map((file) => ({ id: `pending-${++seq.current}`, url: URL.createObjectURL(file), pending: true, file })),
      ]);
    },
    [onRefused],
  );

  const reorder = useCallback((ids: string[]) => {
    setItems((list) => ids.flatMap((id) => list.filter((p) => p.id === id)));
  }, []);

  const remove = useCallback((id: string) => {
    setItems((list) => {
      const gone = list.find((p) => p.id === id);
      if (gone) URL.revokeObjectURL(gone.url);
      return list.filter((p) => p.id !== id);
    });
  }, []);

  return { items, files: items.map((p) => p.file), add, reorder, remove };
}
