import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';

describe('FILE_STORAGE settings', () => {
  it('default to local disk under DATA_DIR/files', () => {
    expect(loadConfig({ DATA_DIR: '/srv/keelson' }).fileStorage).toEqual({
      driver: 'local',
      root: path.resolve('/srv/keelson/files'),
    });
  });

  it('name a bucket, an optional endpoint and credentials for S3', () => {
    expect(
      loadConfig({
        FILE_STORAGE: 's3',
        S3_BUCKET: 'keelson-files',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
        AWS_ACCESS_KEY_ID: 'key',
        AWS_SECRET_ACCESS_KEY: 'secret',
      }).fileStorage,
    ).toEqual({
      driver: 's3',
      bucket: 'keelson-files',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret', sessionToken: undefined },
    });
    // Without keys here the SDK finds them itself (environment, config files, roles).
    expect(loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'keelson-files' }).fileStorage).toMatchObject({
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('refuse S3 without a bucket, an unknown driver and an endpoint that is no URL', () => {
    expect(() => loadConfig({ FILE_STORAGE: 's3' })).toThrow('S3_BUCKET');
    expect(() => loadConfig({ FILE_STORAGE: 'ftp' })).toThrow();
    expect(() => loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'b1b', S3_ENDPOINT: 'minio' })).toThrow();
  });
});
