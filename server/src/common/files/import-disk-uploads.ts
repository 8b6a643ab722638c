import { readdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { type FileStore, isFileKey } from './file-store';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
};

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Moves files an earlier version wrote under DATA_DIR/uploads into the file
 * store, under the same relative paths (`tickets/…`, `products/…`,
 * `marketplace/photos/…`), which is how the records name them. Runs at start
 * under the startup lock; a store that already holds a key keeps it, so an
 * interrupted import is simply run again. The folder is then renamed
 * `uploads-imported-<date>` (kept as a backup, never read again).
 */
export async function importDiskUploads(dataDir: string, store: FileStore, log: (line: string) => void): Promise<number> {
  const root = path.join(dataDir, 'uploads');
  let files: string[];
  try {
    files = await filesUnder(root);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let imported = 0;
  for (const file of files) {
    const key = path.relative(root, file).split(path.sep).join('/');
    // Nothing the shop wrote (an editor's or a file manager's leftovers): stays in the backup folder.
    if (!isFileKey(key)) continue;
    const contentType = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    try {
      await store.put(key, await readFile(file), contentType);
      imported += 1;
    } catch (error) {
      log(`Could not import ${key} into the file store: ${(error as Error).message}`);
      return imported;
    }
  }
  const backup = `${root}-imported-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')}`;
  await rename(root, backup);
  log(`Moved ${imported} uploaded file(s) from ${root} into the ${store.kind === 's3' ? 'object storage' : 'database'}; the folder is kept as ${backup}`);
  return imported;
}
