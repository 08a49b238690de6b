import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, type FileStorage } from './file-storage.ts';
import { sizeLimit } from './size-limit.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files under `root` (DATA_DIR/files), each with a small `.type` sidecar naming its content type.
 * A put writes a temporary file beside the target and renames it, so readers see the whole file
 * or none. Keys never contain dots, so neither sidecars nor temporary files can clash with a key.
 */
export function localFileStorage(root: string): FileStorage {
  const resolve = (key: string) => path.join(root, assertSafeKey(key));
  const contentTypeOf = (target: string) =>
    fs.readFile(`${target}.type`, 'utf8').catch((error) => {
      if (isMissing(error)) return 'application/octet-stream';
      throw error;
    });

  return {
    async put(key, body, options) {
      const target = resolve(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      const limit = sizeLimit(options.maxBytes);
      try {
        await pipeline(body, limit.stream, createWriteStream(temp, { flags: 'wx' }));
        await fs.writeFile(`${temp}.type`, options.contentType);
        await fs.rename(`${temp}.type`, `${target}.type`);
        await fs.rename(temp, target);
      } catch (error) {
        await Promise.all([fs.rm(temp, { force: true }), fs.rm(`${temp}.type`, { force: true })]);
        throw error;
      }
      return { size: limit.size() };
    },

    async get(key, range) {
      const target = resolve(key);
      const handle = await fs.open(target, 'r').catch((error) => {
        if (isMissing(error)) return undefined;
        throw error;
      });
      if (!handle) return undefined;
      try {
        const [stat, contentType] = await Promise.all([handle.stat(), contentTypeOf(target)]);
        // The stream owns the handle from here and closes it when it ends or is destroyed.
        const body = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
        return { size: stat.size, contentType, body };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async head(key) {
      const target = resolve(key);
      try {
        const [stat, contentType] = await Promise.all([fs.stat(target), contentTypeOf(target)]);
        return { size: stat.size, contentType };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async delete(key) {
      const target = resolve(key);
      await fs.rm(target, { force: true });
      await fs.rm(`${target}.type`, { force: true });
    },

    async downloadUrl(key) {
      resolve(key);
      return undefined;
    },
  };
}
