import type { TConfig } from '../config.ts';
import type { FileStorage } from './file-storage.ts';
import { localFileStorage } from './local-file-storage.ts';
import { s3FileStorage } from './s3-file-storage.ts';

/** The store `FILE_STORAGE` names: local disk under DATA_DIR/files (default) or an S3 bucket. */
export function createFileStorage(config: Pick<TConfig, 'fileStorage'>): FileStorage {
  const settings = config.fileStorage;
  return settings.driver === 's3' ? s3FileStorage(settings) : localFileStorage(settings.root);
}
