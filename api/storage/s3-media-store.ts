/**
 * The media store on an S3-compatible object store (AWS S3, R2, MinIO, Ceph, s3rver in tests). Files are streamed in
 * and out: a render's MP4 goes up with lib-storage's multipart Upload from its file, playback reads byte ranges.
 *
 * Checksums: the SDK's default (`when_supported`) sends streamed bodies aws-chunked with a trailing checksum; servers
 * that do not speak that framing (s3rver among them) store the framing inside the object without an error. So the
 * default here is `when_required`, and S3_CHECKSUM=when_supported turns the SDK's default back on for AWS itself.
 */
import { createReadStream } from "node:fs";
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { assertValidKey, assertValidPrefix, writeStreamToFile, type MediaStore } from "./media-store";

export interface S3StoreConfig {
  bucket: string;
  /** Unset: AWS's endpoint for the region. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>`: most self-hosted servers need it. */
  forcePathStyle: boolean;
  checksum: "when_required" | "when_supported";
}

/** The SDK answers a missing key with a 404 (NoSuchKey on GET, NotFound on HEAD). */
function isMissing(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure.name === "NoSuchKey" || failure.name === "NotFound" || failure.$metadata?.httpStatusCode === 404;
}

export function createS3Client(config: S3StoreConfig): S3Client {
  const checksum = config.checksum === "when_supported" ? "WHEN_SUPPORTED" : "WHEN_REQUIRED";
  return new S3Client({
    region: config.region,
    ...(config.endpoint && { endpoint: config.endpoint }),
    forcePathStyle: config.forcePathStyle,
    requestChecksumCalculation: checksum,
    responseChecksumValidation: checksum,
    ...(config.accessKeyId && config.secretAccessKey && { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }),
  });
}

/** Content types by extension, so a file opened straight from the bucket (a presigned link, a CDN) plays. */
const contentTypes: Record<string, string> = {
  mp4: "video/mp4",
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  m4a: "audio/mp4",
  wav: "audio/wav",
  mp3: "audio/mpeg",
  json: "application/json",
  zip: "application/zip",
  pdf: "application/pdf",
};
const contentTypeOf = (key: string) => contentTypes[key.slice(key.lastIndexOf(".") + 1)] ?? "application/octet-stream";

export function createS3MediaStore(config: S3StoreConfig, client: S3Client = createS3Client(config)): MediaStore {
  const Bucket = config.bucket;

  async function get(key: string, range?: { start: number; end: number }) {
    assertValidKey(key);
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: key, ...(range && { Range: `bytes=${range.start}-${range.end}` }) }));
      const total = answer.ContentRange ? Number(/\/(\d+)$/.exec(answer.ContentRange)?.[1]) : answer.ContentLength;
      return { body: answer.Body!.transformToWebStream() as ReadableStream<Uint8Array>, size: total ?? 0 };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  return {
    async put(key, bytes) {
      assertValidKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentTypeOf(key) }));
    },
    async putFile(key, filePath) {
      assertValidKey(key);
      // Multipart above 5 MB, one PUT below; an object appears whole or not at all.
      await new Upload({ client, params: { Bucket, Key: key, Body: createReadStream(filePath), ContentType: contentTypeOf(key) } }).done();
    },
    get,
    async head(key) {
      assertValidKey(key);
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: answer.ContentLength ?? 0, lastModified: answer.LastModified ?? new Date(0) };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async download(key, filePath) {
      const file = await get(key);
      if (!file) return false;
      await writeStreamToFile(file.body, filePath);
      return true;
    },
    async delete(key) {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async deletePrefix(prefix) {
      assertValidPrefix(prefix);
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: `${prefix}/`, ContinuationToken: token }));
        // One DELETE per object: multi-object delete needs a Content-MD5 that `when_required` servers may not check alike.
        await Promise.all((page.Contents ?? []).map((object) => client.send(new DeleteObjectCommand({ Bucket, Key: object.Key! }))));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
