import type { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
// Types only: the SDK itself is imported on first use (connect()).
import type * as Sdk from "@aws-sdk/client-s3";
import type { ObjectStorageSettings } from "../../config.ts";
import type { ByteRange, FileStorage, ListedFile, StoredFile, StoredFileInfo } from "./file-storage.ts";
import { assertStorageKey, isStoragePrefix } from "./storage-keys.ts";

type Connection = { sdk: typeof Sdk; client: Sdk.S3Client };

/** S3 answers 404 as NotFound to HEAD and NoSuchKey to GET. */
function isMissing(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    failure.name === "NotFound" || failure.name === "NoSuchKey" || failure.$metadata?.httpStatusCode === 404
  );
}

/** "bytes 0-99/1234" → 1234. */
function totalOf(contentRange: string | undefined): number | undefined {
  const total = /\/(\d+)$/.exec(contentRange ?? "")?.[1];
  return total === undefined ? undefined : Number(total);
}

/**
 * Files in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, DigitalOcean Spaces…), under
 * `prefix` + the key. The bucket stays private: the app reads and streams every file itself. The
 * SDK is imported on first use, so a process that keeps its files on disk never loads it.
 */
export class S3FileStorage implements FileStorage {
  readonly kind = "s3";
  private connection: Promise<Connection> | undefined;

  constructor(private readonly settings: ObjectStorageSettings) {}

  private connect(): Promise<Connection> {
    if (this.connection) return this.connection;
    this.connection = (async () => {
      const sdk = await import("@aws-sdk/client-s3");
      const { endpoint, region, credentials, forcePathStyle } = this.settings;
      const client = new sdk.S3Client({
        endpoint,
        region,
        credentials,
        forcePathStyle,
        // The SDK's default since 2025 adds CRC checksums (and aws-chunked uploads) that several
        // S3-compatible services do not understand; AWS itself needs them only where it says so.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      });
      return { sdk, client };
    })();
    // A failed import or client is tried again on the next call.
    this.connection.catch(() => (this.connection = undefined));
    return this.connection;
  }

  private objectKey(key: string): string {
    assertStorageKey(key);
    return `${this.settings.prefix}${key}`;
  }

  async put(key: string, body: Uint8Array | Readable, options: { contentType: string }): Promise<void> {
    const { sdk, client } = await this.connect();
    const params = {
      Bucket: this.settings.bucket,
      Key: this.objectKey(key),
      ContentType: options.contentType,
    };
    if (body instanceof Uint8Array) {
      await client.send(new sdk.PutObjectCommand({ ...params, Body: body }));
      return;
    }
    // A stream of unknown length: a multipart upload, holding a few 5 MB parts at a time.
    const { Upload } = await import("@aws-sdk/lib-storage");
    await new Upload({ client, params: { ...params, Body: body } }).done();
  }

  async stat(key: string): Promise<StoredFileInfo | undefined> {
    const { sdk, client } = await this.connect();
    try {
      const head = await client.send(
        new sdk.HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
      );
      return {
        size: head.ContentLength ?? 0,
        etag: head.ETag ?? '""',
        lastModified: head.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredFile | undefined> {
    const { sdk, client } = await this.connect();
    try {
      const object = await client.send(
        new sdk.GetObjectCommand({
          Bucket: this.settings.bucket,
          Key: this.objectKey(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      const size = (range ? totalOf(object.ContentRange) : undefined) ?? object.ContentLength ?? 0;
      return {
        info: { size, etag: object.ETag ?? '""', lastModified: object.LastModified ?? new Date(0) },
        // In Node.js the SDK's body is the HTTP response itself: a Readable.
        body: object.Body as Readable,
      };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async read(key: string): Promise<Buffer | undefined> {
    const file = await this.get(key);
    return file && buffer(file.body);
  }

  async delete(key: string): Promise<void> {
    const { sdk, client } = await this.connect();
    // S3 answers 204 whether or not the object was there.
    await client.send(
      new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
    );
  }

  async list(prefix: string): Promise<ListedFile[]> {
    if (!isStoragePrefix(prefix)) throw new Error(`not a storage key prefix: ${JSON.stringify(prefix)}`);
    const { sdk, client } = await this.connect();
    const listed: ListedFile[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({
          Bucket: this.settings.bucket,
          Prefix: `${this.settings.prefix}${prefix}`,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        listed.push({
          key: object.Key.slice(this.settings.prefix.length),
          size: object.Size ?? 0,
          lastModified: object.LastModified ?? new Date(0),
        });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return listed;
  }
}
