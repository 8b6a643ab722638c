import { randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * One uploaded file on its way in, kept in a private temporary file (mode 600)
 * instead of memory until the whole form has passed its caps: parallel uploads
 * hold only stream buffers, however large they claim to be. Its owner counts
 * the bytes and discards it the moment a cap is passed.
 */
export class SpoolFile {
  /** Named by the process, so a test (or an operator after a crash) can tell whose files these are. */
  private readonly file = path.join(os.tmpdir(), `aurum-upload-${process.pid}-${randomUUID()}`);
  private readonly out: WriteStream = createWriteStream(this.file, { flags: 'wx', mode: 0o600 });

  constructor(
    readonly field: string,
    readonly originalName: string,
    onError: (error: Error) => void,
  ) {
    this.out.on('error', onError);
  }

  /** Writes a piece; false when the disk is behind and the caller should pause until `onDrain`. */
  write(chunk: Buffer): boolean {
    return this.out.write(chunk);
  }

  onDrain(resume: () => void): void {
    this.out.once('drain', resume);
  }

  /** Resolves once every byte is on disk. */
  end(): Promise<void> {
    return new Promise((resolve) => this.out.end(() => resolve()));
  }

  read(): Promise<Buffer> {
    return readFile(this.file);
  }

  /**
   * Closes the file and deletes it. The close is awaited first: a stream destroyed
   * before its file was opened still creates it, and a delete that ran earlier
   * would leave it behind.
   */
  async discard(): Promise<void> {
    if (!this.out.closed) await new Promise<void>((resolve) => this.out.once('close', () => resolve()).destroy());
    await rm(this.file, { force: true });
  }
}
