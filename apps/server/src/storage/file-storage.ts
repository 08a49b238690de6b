import fs from 'node:fs/promises';
import path from 'node:path';

export type StoredFile = { data: Buffer; contentType: string };

/** Where files live (images, documents, receipts): local disk now, an S3 driver beside it later. */
export type FileStorage = {
  put: (key: string, file: StoredFile) => Promise<void>;
  get: (key: string) => Promise<StoredFile | undefined>;
  delete: (key: string) => Promise<void>;
};

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*$/i;

/** Files under DATA_DIR/files, each with a small sidecar naming its content type. */
export function localFileStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, file) {
      const target = resolve(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(target, file.data);
      await fs.writeFile(`${target}.type`, file.contentType);
    },
    async get(key) {
      const target = resolve(key);
      try {
        const [data, contentType] = await Promise.all([
          fs.readFile(target),
          fs.readFile(`${target}.type`, 'utf8'),
        ]);
        return { data, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      const target = resolve(key);
      await fs.rm(target, { force: true });
      await fs.rm(`${target}.type`, { force: true });
    },
  };
}

/** Image uploads: the types browsers show, recognised by their first bytes, not by the header. */
export const IMAGE_LIMIT_BYTES = 5 * 1024 * 1024;

export function sniffImageType(data: Buffer): 'image/png' | 'image/jpeg' | 'image/webp' | undefined {
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'image/png';
  }
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (
    data.length >= 12 &&
    data.toString('ascii', 0, 4) === 'RIFF' &&
    data.toString('ascii', 8, 12) === 'WEBP'
  ) {
    return 'image/webp';
  }
  return undefined;
}
