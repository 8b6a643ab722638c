import { DeleteObjectsCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { FileStorageSettings } from '../../config';
import { assertFileKey, contentEtag, type FileStore, type StoredFile, type StoredFileHead } from './file-store';

type S3Settings = Extract<FileStorageSettings, { kind: 's3' }>;

/** S3 answers a batch delete of at most 1,000 keys. */
const DELETE_BATCH = 1000;

/**
 * Files in S3-compatible object storage (AWS S3, MinIO, R2…), when S3_BUCKET is
 * set: for shops whose files outgrow their database. The bucket stays private;
 * the shop reads each file and serves it with its own headers and checks.
 */
export class S3FileStore implements FileStore {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // Checksums only where S3 requires them: S3-compatible servers (s3rver, older MinIO) refuse the SDK's newer default ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertFileKey(key);
    // Names are generated and never reused, so writing again writes the same bytes: no conditional write needed.
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.length }));
  }

  async get(key: string): Promise<StoredFile | null> {
    assertFileKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      const bytes = Buffer.from(await answer.Body!.transformToByteArray());
      // S3's own ETag (the content's MD5 for a single-part upload) is a strong validator: no hashing per request.
      return { bytes, contentType: answer.ContentType ?? 'application/octet-stream', etag: answer.ETag ?? contentEtag(bytes) };
    } catch (error) {
      if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) return null;
      throw error;
    }
  }

  async head(key: string): Promise<StoredFileHead | null> {
    assertFileKey(key);
    try {
      const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!answer.ETag) return null;
      return { contentType: answer.ContentType ?? 'application/octet-stream', etag: answer.ETag };
    } catch (error) {
      if (error instanceof S3ServiceException && (error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)) return null;
      throw error;
    }
  }

  async remove(keys: readonly string[]): Promise<void> {
    keys.forEach(assertFileKey);
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const batch = keys.slice(start, start + DELETE_BATCH);
      await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }));
    }
  }

  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }));
      keys.push(...(page.Contents ?? []).map((object) => object.Key!));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys.sort();
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
