import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/**
 * One uploaded file in the default file store (`postgres-file-store.ts`, which
 * reads and writes it with plain SQL); declared here so the schema and its
 * migrations know the table.
 */
@Entity({ tableName: 'stored_file' })
export class StoredFileRecord {
  /** `tickets/<uuid>.pdf`, `products/<uuid>-640.webp`, `marketplace/photos/<uuid>-large.webp`… */
  @PrimaryKey({ type: 'string', length: 300 })
  key!: string;

  @Property({ type: 'blob' })
  bytes!: Buffer;

  @Property({ type: 'string', length: 100 })
  contentType!: string;

  @Property({ type: 'integer' })
  size!: number;

  @Property({ type: 'string', length: 40 })
  etag!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt!: Date & Opt;
}
