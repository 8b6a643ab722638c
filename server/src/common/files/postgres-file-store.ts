import type { MikroORM } from '@mikro-orm/postgresql';
import { assertFileKey, contentEtag, type FileStore, type StoredFile, type StoredFileHead } from './file-store';

interface FileRow {
  bytes: Buffer;
  content_type: string;
  etag: string;
}

/**
 * Files in the shop's own database (table `stored_file`): nothing more to run
 * for `npm start` or for two replicas on one database. Uploads are capped at
 * 10 MB a file, well within what a `bytea` value holds.
 */
export class PostgresFileStore implements FileStore {
  readonly kind = 'postgres' as const;

  constructor(private readonly orm: MikroORM) {}

  private get connection() {
    return this.orm.em.getConnection();
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertFileKey(key);
    await this.connection.execute(
      'insert into stored_file (key, bytes, content_type, size, etag) values (?, ?, ?, ?, ?) on conflict (key) do nothing',
      [key, bytes, contentType, bytes.length, contentEtag(bytes)],
    );
  }

  async get(key: string): Promise<StoredFile | null> {
    assertFileKey(key);
    const [row] = await this.connection.execute<FileRow[]>('select bytes, content_type, etag from stored_file where key = ?', [key]);
    return row ? { bytes: row.bytes, contentType: row.content_type, etag: row.etag } : null;
  }

  async head(key: string): Promise<StoredFileHead | null> {
    assertFileKey(key);
    const [row] = await this.connection.execute<Omit<FileRow, 'bytes'>[]>('select content_type, etag from stored_file where key = ?', [key]);
    return row ? { contentType: row.content_type, etag: row.etag } : null;
  }

  async remove(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    keys.forEach(assertFileKey);
    await this.connection.execute('delete from stored_file where key in (?)', [[...keys]]);
  }

  async list(prefix: string): Promise<string[]> {
    const rows = await this.connection.execute<{ key: string }[]>("select key from stored_file where starts_with(key, ?) order by key", [prefix]);
    return rows.map((row) => row.key);
  }

  async close(): Promise<void> {}
}
