import { base64url } from 'jose';

/** The status list could not be read: its list is not the encoding the standard names, or too short. */
export class UnreadableStatusList extends Error {}

/**
 * Reads bit `index` of a Bitstring Status List's `encodedList` (W3C Bitstring Status List 1.0):
 * multibase base64url (prefix `u`) of the GZIP-compressed bitstring, bit 0 being the first byte's
 * highest bit. A set bit means the credential at that index is revoked.
 */
export async function statusBit(encodedList: string, index: number): Promise<boolean> {
  if (!encodedList.startsWith('u') || !Number.isSafeInteger(index) || index < 0) throw new UnreadableStatusList('not a multibase base64url list');
  let bits: Uint8Array;
  try {
    const compressed = base64url.decode(encodedList.slice(1));
    const stream = new Blob([compressed as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('gzip'));
    bits = new Uint8Array(await new Response(stream).arrayBuffer());
  } catch {
    throw new UnreadableStatusList('not GZIP-compressed');
  }
  const byte = bits[Math.floor(index / 8)];
  if (byte === undefined) throw new UnreadableStatusList('shorter than the index');
  return ((byte >> (7 - (index % 8))) & 1) === 1;
}
