// Tag codes (spec section 3: Tag, tagid_*): short enough to type from a sticker, unambiguous when
// read aloud or off a worn label — Crockford's base 32 without I, L, O and U.

export const TAG_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const TAG_CODE_LENGTH = 10;
export const TAG_FORMAT = 'keelson-v1';

/** A code from random bytes (one byte per character; 256 is a multiple of 32, so no bias). */
export function tagCodeFrom(bytes: Uint8Array): string {
  if (bytes.length < TAG_CODE_LENGTH) throw new Error(`A tag code needs ${TAG_CODE_LENGTH} random bytes`);
  let code = '';
  for (let i = 0; i < TAG_CODE_LENGTH; i += 1) code += TAG_ALPHABET[(bytes[i] as number) % 32];
  return code;
}

/**
 * What a person typed or a scanner read, as the stored code: the link of a printed QR code or the
 * code itself, any case, with or without the dashes; ambiguous letters read as the digits they
 * resemble. Null when it cannot be a tag code.
 */
export function normaliseTagCode(input: string): string | null {
  const fromLink = /#\/dashboard\/tag\/([^/?#\s]+)/.exec(input)?.[1];
  let raw = input;
  if (fromLink) {
    try {
      raw = decodeURIComponent(fromLink);
    } catch {
      return null;
    }
  }
  const code = raw
    .trim()
    .toUpperCase()
    .replace(/^KEELSON\s+/, '')
    .replace(/[\s-]/g, '')
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
  if (code.length !== TAG_CODE_LENGTH || [...code].some((char) => !TAG_ALPHABET.includes(char))) return null;
  return code;
}

/** The short form printed under the QR code: two groups of five. */
export function tagFormattedShort(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** The full form: the product's prefix and the short form. */
export function tagFormattedFull(code: string): string {
  return `KEELSON ${tagFormattedShort(code)}`;
}
