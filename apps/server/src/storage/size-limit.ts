import { Transform } from 'node:stream';
import { FileTooLargeError } from './file-storage.ts';

/** Passes bytes through and counts them; past `maxBytes` it fails with `FileTooLargeError`. */
export function sizeLimit(maxBytes = Number.POSITIVE_INFINITY) {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) done(new FileTooLargeError(maxBytes));
      else done(null, chunk);
    },
  });
  return { stream: counter, size: () => size };
}
