/** Accept-Encoding negotiation and the compressed forms of cached answers (src/lib/content-coding.ts). */
import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedBody, MIN_COMPRESSED_BYTES, preferredCoding } from '../../src/lib/content-coding.js';

describe('preferredCoding', () => {
  it('takes brotli, else gzip, as the client allows', () => {
    expect(preferredCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredCoding('gzip, deflate')).toBe('gzip');
    expect(preferredCoding('x-gzip')).toBe('gzip');
    expect(preferredCoding('*')).toBe('br');
    expect(preferredCoding(['gzip', 'br'])).toBe('br');
  });

  it('follows the weights: q=0 refuses, a higher q wins, ties go to brotli', () => {
    expect(preferredCoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredCoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(preferredCoding('gzip;q=0.5, br;q=0.5')).toBe('br');
    expect(preferredCoding('*;q=0, gzip')).toBe('gzip');
    expect(preferredCoding('br;q=0, gzip;q=0')).toBeNull();
    expect(preferredCoding('*;q=0')).toBeNull();
  });

  it('answers as it is for nothing acceptable, and for nonsense', () => {
    expect(preferredCoding(undefined)).toBeNull();
    expect(preferredCoding('')).toBeNull();
    expect(preferredCoding('identity')).toBeNull();
    expect(preferredCoding('deflate, zstd')).toBeNull();
    expect(preferredCoding('br;q=banana, gzip;q=')).toBeNull();
    expect(preferredCoding(',;,;q=1')).toBeNull();
  });
});

describe('encodedBody', () => {
  const json = Buffer.from(
    JSON.stringify({
      data: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Match ${i}`, odds: 1.5 })),
    }),
  );

  it('compresses in both codings, losslessly, smaller than the body', () => {
    const br = encodedBody(json, 'br');
    const gzip = encodedBody(json, 'gzip');
    expect(br && br.length < json.length).toBe(true);
    expect(gzip && gzip.length < json.length).toBe(true);
    expect(brotliDecompressSync(br as Buffer).equals(json)).toBe(true);
    expect(gunzipSync(gzip as Buffer).equals(json)).toBe(true);
  });

  it('compresses a body once per coding', () => {
    const body = Buffer.from(json);
    const first = encodedBody(body, 'gzip');
    expect(encodedBody(body, 'gzip')).toBe(first);
    // Another Buffer with the same bytes is another body.
    expect(encodedBody(Buffer.from(json), 'gzip')).not.toBe(first);
  });

  it('leaves small bodies, and bodies that would not shrink, as they are', () => {
    expect(encodedBody(Buffer.from('{"data":[]}'), 'br')).toBeNull();
    const noise = randomBytes(MIN_COMPRESSED_BYTES * 4);
    expect(encodedBody(noise, 'gzip')).toBeNull();
  });
});
