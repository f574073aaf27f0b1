import { gunzipSync } from 'node:zlib';
import { decodeStatusList, encodeStatusList, STATUS_LIST_MIN_ENTRIES, statusBitAt, statusBits } from './status-list';

describe('the Bitstring Status List', () => {
  it('holds at least 131,072 entries (16 KB), GZIP-compressed and written as multibase base64url', () => {
    const encoded = encodeStatusList(statusBits([]));
    expect(encoded.startsWith('u')).toBe(true);
    expect(encoded.slice(1)).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(gunzipSync(Buffer.from(encoded.slice(1), 'base64url')).length).toBe(STATUS_LIST_MIN_ENTRIES / 8);
    expect(STATUS_LIST_MIN_ENTRIES).toBe(131_072);
  });

  it('entry i is bit i counted from the first byte’s highest bit; only set entries read as set', () => {
    const bits = decodeStatusList(encodeStatusList(statusBits([0, 9, 131_071])));
    expect(bits[0]).toBe(0b1000_0000);
    expect(bits[1]).toBe(0b0100_0000);
    expect(bits[bits.length - 1]).toBe(0b0000_0001);
    expect([0, 9, 131_071].map((index) => statusBitAt(bits, index))).toEqual([true, true, true]);
    expect([1, 8, 10, 131_070].map((index) => statusBitAt(bits, index))).toEqual([false, false, false, false]);
  });

  it('an index past the list’s end is an error, not a valid entry', () => {
    expect(() => statusBitAt(statusBits([]), STATUS_LIST_MIN_ENTRIES)).toThrow(RangeError);
  });
});
