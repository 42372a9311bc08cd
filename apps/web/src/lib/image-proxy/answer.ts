/**
 * The answer of `GET /fe-api/image`: the checked request (options.ts), the source from an allowed place
 * (source.ts), resized and encoded (transform.ts), kept in memory (cache.ts). Headers: the format's type, an
 * ETag (304 to If-None-Match), `Vary: Accept` when the browser's Accept chose the format, and
 * `Cache-Control` immutable for a year when the source is versioned (a `v` or `version` parameter in its URL),
 * an hour (then a day stale while revalidating) otherwise. Refusals answer JSON `{code, message, field}`.
 */
import { createHash } from 'node:crypto';
import { ImageCache } from './cache';
import { ImageError } from './image-error';
import { negotiateFormat, readImageRequest } from './options';
import { fetchSource } from './source';
import { transformImage } from './transform';

const cache = new ImageCache();

const CONTENT_TYPES = { avif: 'image/avif', webp: 'image/webp', png: 'image/png' } as const;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATED = 'public, max-age=3600, stale-while-revalidate=86400';

function isVersioned(src: string): boolean {
  const query = src.indexOf('?');
  if (query < 0) return false;
  const params = new URLSearchParams(src.slice(query + 1).split('#')[0]);
  return Boolean(params.get('v') || params.get('version'));
}

export async function imageAnswer(request: Request): Promise<Response> {
  try {
    const ask = readImageRequest(new URL(request.url).searchParams);
    const format = negotiateFormat(ask.format, request.headers.get('accept'));
    const key = JSON.stringify([ask.src, ask.width, ask.height, format, ask.quality]);
    const image = await cache.get(key, async () => {
      const source = await fetchSource(ask.src);
      const body = await transformImage(source.body, ask, format);
      return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
    });
    const headers: Record<string, string> = {
      'Content-Type': CONTENT_TYPES[format],
      'Cache-Control': isVersioned(ask.src) ? IMMUTABLE : REVALIDATED,
      ETag: image.etag,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    };
    if (ask.format === null) headers.Vary = 'Accept';
    if (request.headers.get('if-none-match') === image.etag)
      return new Response(null, { status: 304, headers });
    return new Response(new Uint8Array(image.body), { headers });
  } catch (error) {
    const refusal =
      error instanceof ImageError
        ? error
        : new ImageError(502, 'image_failed', 'the image could not be made');
    if (refusal !== error) console.error('image proxy', error);
    return Response.json(
      { code: refusal.code, message: refusal.message, ...(refusal.field ? { field: refusal.field } : {}) },
      { status: refusal.status, headers: { 'Cache-Control': 'no-store' } },
    );
  }
}
