import { randomUUID } from 'node:crypto';
import type { FileStore } from './file-store';

/**
 * The files one operation writes, kept until its database change commits:
 * each is stored under a generated name as it comes, and `discard()` removes
 * them all again when the change fails, so a refused or failed request leaves
 * no file behind. The one way uploads are written (tickets, product photos,
 * listing, proof, identity and dispute files, the demo seed).
 */
export class StagedFiles {
  private readonly keys: string[] = [];

  constructor(private readonly store: FileStore) {}

  /** Stores bytes under `folder/name`. */
  async put(folder: string, name: string, bytes: Buffer, contentType: string): Promise<string> {
    const key = `${folder}/${name}`;
    await this.store.put(key, bytes, contentType);
    this.keys.push(key);
    return name;
  }

  /** Stores bytes under a new generated name with the given extension; returns the name. */
  keep(folder: string, bytes: Buffer, extension: string, contentType: string): Promise<string> {
    return this.put(folder, `${randomUUID()}.${extension}`, bytes, contentType);
  }

  /** Removes everything this operation stored (its database change failed). */
  async discard(): Promise<void> {
    const keys = this.keys.splice(0);
    await this.store.remove(keys);
  }
}
