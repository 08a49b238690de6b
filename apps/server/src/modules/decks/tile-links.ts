import { AppError } from '../../errors.ts';
import { hmac, sameText } from '../documents/signed-links.ts';

/** How long a plan's tile URLs stay valid: a crew member may pan a plan for a whole watch. */
export const TILE_URL_SECONDS = 12 * 60 * 60;

const label = 'deckplan-tiles';

/**
 * The plan's tile URL template (`{z}`, `{x}`, `{y}` left for the map): the signature covers the plan
 * and image version, not the tile, so one template serves the whole pyramid. Map tiles are images
 * the browser loads without our session header; the signature is their credential.
 */
export function signedTileUrl(props: {
  apiPath: string;
  secret: string;
  deckplanId: string;
  version: number;
  now: Date;
}) {
  // Rounded to the hour: the template stays the same for an hour, so the browser's cache holds.
  const hour = Math.floor(props.now.getTime() / 3_600_000) * 3600;
  const expires = hour + TILE_URL_SECONDS;
  const signature = hmac(props.secret, label, `${props.deckplanId}.${props.version}.${expires}`);
  return `${props.apiPath}/ihm/deckplans/${props.deckplanId}/tiles/${props.version}/{z}/{x}/{y}?expires=${expires}&signature=${signature}`;
}

export const invalidTileSignature = () =>
  new AppError(403, 'invalid_signature', 'The plan link is invalid or has expired');

export function checkTileSignature(props: {
  secret: string;
  deckplanId: string;
  version: number;
  expires: number;
  signature: string;
  now: Date;
}) {
  const expected = hmac(props.secret, label, `${props.deckplanId}.${props.version}.${props.expires}`);
  if (!sameText(expected, props.signature)) throw invalidTileSignature();
  const now = props.now.getTime();
  if (props.expires * 1000 <= now || props.expires * 1000 > now + (TILE_URL_SECONDS + 3600) * 1000)
    throw invalidTileSignature();
}

/** Where a plan's files live in the file store. */
export const planKeys = {
  original: (deckplanId: string, version: number) => `deckplans/${deckplanId}/v${version}/original`,
  tile: (deckplanId: string, version: number, z: number, x: number, y: number) =>
    `deckplans/${deckplanId}/v${version}/tiles/${z}/${x}/${y}`,
  prefix: (deckplanId: string) => `deckplans/${deckplanId}/`,
};
