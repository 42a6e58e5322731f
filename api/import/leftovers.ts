// The upload files an import keeps in DATA_DIR/imports until its run ends (docs/decisions/0009):
// once the import is finished (done, failed, canceled, invalid), or validated and never started for
// longer than the retention allows, nothing reads the file again. The retention job removes them.
import { rm } from 'node:fs/promises';
import type { Db } from '../db/index.ts';
import { forgetUploadFile, selectLeftoverUploads } from './sql.ts';

/** Removes the upload files no run will read; answers how many went. */
export async function removeLeftoverUploads(db: Db, unrunBefore: Date): Promise<number> {
  let removed = 0;
  for (const row of await selectLeftoverUploads(db, unrunBefore)) {
    // the row first: a run that claims the import meanwhile keeps its file
    if (!(await forgetUploadFile(db, row.id, row.file_path))) continue;
    await rm(row.file_path, { force: true });
    removed++;
  }
  return removed;
}
