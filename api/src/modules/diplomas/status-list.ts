import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * The Bitstring Status List (W3C): one bit per diploma, set when it is revoked, GZIP-compressed and
 * written as multibase base64url (prefix `u`). At least 16 KiB of bits (131,072 entries), as the
 * specification asks, so a list says nothing about how many diplomas exist.
 */
export const STATUS_LIST_MIN_ENTRIES = 131_072;

/** The list's bytes: bit `index` is the (index mod 8)-th bit, from the left, of byte index / 8. */
export function statusBits(setIndexes: Iterable<number>, entries = STATUS_LIST_MIN_ENTRIES): Uint8Array {
  const indexes = [...setIndexes];
  const size = Math.max(entries, Math.ceil((Math.max(-1, ...indexes) + 1) / 8) * 8);
  const bytes = new Uint8Array(size / 8);
  for (const index of indexes) bytes[index >> 3]! |= 0x80 >> (index & 7);
  return bytes;
}

/** `encodedList` of a status list credential. */
export function encodeStatusList(bits: Uint8Array): string {
  return `u${gzipSync(bits).toString('base64url')}`;
}

/** The bits of an `encodedList` (the multibase prefix is optional); throws when it is not GZIP data. */
export function decodeStatusList(encoded: string): Uint8Array {
  const base64 = encoded.startsWith('u') ? encoded.slice(1) : encoded;
  return new Uint8Array(gunzipSync(Buffer.from(base64, 'base64url')));
}

/** Whether bit `index` is set; an index past the list's end is an error of the credential. */
export function statusBitAt(bits: Uint8Array, index: number): boolean {
  if (!Number.isInteger(index) || index < 0 || index >= bits.length * 8) throw new RangeError(`status index ${index} is outside the list`);
  return (bits[index >> 3]! & (0x80 >> (index & 7))) !== 0;
}
