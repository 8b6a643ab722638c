import type { MikroORM } from '@mikro-orm/postgresql';
import type { FileStorageSettings } from '../../config';
import type { FileStore } from './file-store';
import { PostgresFileStore } from './postgres-file-store';
import { S3FileStore } from './s3-file-store';

/** The one file store of the process, chosen by the settings (S3_BUCKET or not). */
export function createFileStore(settings: FileStorageSettings, orm: MikroORM): FileStore {
  return settings.kind === 's3' ? new S3FileStore(settings) : new PostgresFileStore(orm);
}
