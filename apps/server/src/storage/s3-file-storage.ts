import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertSafeKey, type FileStorage } from './file-storage.ts';
import { sizeLimit } from './size-limit.ts';

export type S3Settings = {
  bucket: string;
  region: string;
  /** For S3-compatible stores (MinIO, Ceph, s3rver...); unset = AWS. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Unset = the SDK's usual chain (environment, shared files, instance roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
};

// 5 MB is S3's smallest part; two in flight bound an upload's memory to about 10 MB.
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

/** Files as objects of one bucket, written by streaming multipart uploads, read through ranged GETs. */
export function s3FileStorage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 demands them: many S3-compatible stores cannot read the
    // aws-chunked trailers the SDK sends by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  return {
    async put(key, body, options) {
      const Key = assertSafeKey(key);
      const limit = sizeLimit(options.maxBytes);
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: limit.stream, ContentType: options.contentType },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
      });
      const uploaded = upload.done();
      // A failed upload stops reading: fail the stream too, or the feeding below would wait forever.
      uploaded.catch((error) => limit.stream.destroy(error));
      // Past the limit the stream fails; the upload then aborts its parts and never completes, so
      // no object is created.
      const [fed, stored] = await Promise.allSettled([pipeline(body, limit.stream), uploaded]);
      if (stored.status === 'rejected') {
        await upload.abort().catch(() => {});
        throw fed.status === 'rejected' ? fed.reason : stored.reason;
      }
      if (fed.status === 'rejected') {
        await client.send(new DeleteObjectCommand({ Bucket, Key }));
        throw fed.reason;
      }
      return { size: limit.size() };
    },

    async get(key, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: assertSafeKey(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        const total = answer.ContentRange?.split('/')[1];
        return {
          size: total ? Number(total) : (answer.ContentLength ?? 0),
          contentType: answer.ContentType ?? 'application/octet-stream',
          body: answer.Body as Readable,
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async head(key) {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key: assertSafeKey(key) }));
        return {
          size: answer.ContentLength ?? 0,
          contentType: answer.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertSafeKey(key) }));
    },

    async downloadUrl(key, options) {
      const safeName = options.filename.replace(/[^\w. -]/g, '_');
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: assertSafeKey(key),
          ResponseContentType: options.contentType,
          ResponseContentDisposition: `${options.disposition}; filename="${safeName}"`,
          ResponseCacheControl: 'private, no-store',
        }),
        { expiresIn: options.expiresInSeconds },
      );
    },
  };
}
