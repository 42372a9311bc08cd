/**
 * Content codings of the catalogue's cached answers (RFC 9110 §8.4.1, §12.5.3). A page of 50 matches is 87-104 KB
 * of JSON and 4.6-9.3 KB of brotli (2 ms to compress); browsers, and Node's fetch in the web app's server, all
 * say they accept brotli or gzip. A body is compressed once per coding and the result kept beside it for as long as the body lives (a
 * WeakMap keyed by the body's Buffer: the answer cache drops a body, its compressed forms go with it).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { memoized } from './memo.js';

/** A content coding the server can answer in. */
export type Coding = 'br' | 'gzip';

/** Below this many bytes, compression saves about what its headers cost. */
export const MIN_COMPRESSED_BYTES = 1024;

/** Accept-Encoding's weights: name -> q (0 = not acceptable). */
function weights(header: string): Map<string, number> {
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (name === '') continue;
    let weight = 1;
    for (const param of params) {
      const [key = '', value = ''] = param.split('=');
      if (key.trim().toLowerCase() !== 'q') continue;
      const n = Number(value.trim());
      weight = value.trim() !== '' && Number.isFinite(n) ? Math.min(Math.max(n, 0), 1) : 0;
    }
    q.set(name, weight);
  }
  return q;
}

/** The coding for one Accept-Encoding value (see {@link preferredCoding}). */
const codingOf = memoized((header: string): Coding | null => {
  const q = weights(header);
  const of = (coding: Coding) =>
    q.get(coding) ?? (coding === 'gzip' ? q.get('x-gzip') : undefined) ?? q.get('*') ?? 0;
  const br = of('br');
  const gzip = of('gzip');
  return br > 0 && br >= gzip ? 'br' : gzip > 0 ? 'gzip' : null;
});

/**
 * The coding to answer in when Accept-Encoding is `header`: brotli, else gzip, whichever the client accepts
 * (q > 0, by name or by `*`); null for the body as it is. Ties in q go to brotli, the smaller.
 */
export function preferredCoding(header: string | string[] | undefined): Coding | null {
  if (header === undefined) return null;
  return codingOf(Array.isArray(header) ? header.join(',') : header);
}

const compressed = new WeakMap<Buffer, Partial<Record<Coding, Buffer | null>>>();

function compress(body: Buffer, coding: Coding): Buffer {
  if (coding === 'gzip') return gzipSync(body, { level: 6 });
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      // 5: about gzip's speed and a good part of brotli's gain; 11 would take tens of ms per answer.
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/**
 * `body` in `coding`, compressed on first use and kept while `body` lives; null when it is too small to gain
 * or would not get smaller (send it as it is).
 */
export function encodedBody(body: Buffer, coding: Coding): Buffer | null {
  if (body.length < MIN_COMPRESSED_BYTES) return null;
  let forms = compressed.get(body);
  if (!forms) {
    forms = {};
    compressed.set(body, forms);
  }
  let form = forms[coding];
  if (form === undefined) {
    const out = compress(body, coding);
    form = out.length < body.length ? out : null;
    forms[coding] = form;
  }
  return form;
}
