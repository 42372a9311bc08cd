/**
 * The address of an image through the app's image proxy (`GET /fe-api/image`, lib/image-proxy): resized to
 * `width` x `height` (fitting inside both, aspect kept), in `format` (without one, the proxy picks AVIF for a
 * browser that takes it, then WebP, then PNG) at `quality` (1-100; the spec's base 80 when not given). The source
 * must be one the proxy allows: the API's crests, or an origin of `IMAGE_ALLOWED_ORIGINS`.
 */

export interface ImageOptions {
  width?: number;
  height?: number;
  format?: 'avif' | 'webp' | 'png';
  quality?: number;
}

export function imageUrl(src: string, opts: ImageOptions = {}): string {
  const query = new URLSearchParams({ src });
  if (opts.width !== undefined) query.set('width', String(opts.width));
  if (opts.height !== undefined) query.set('height', String(opts.height));
  if (opts.format !== undefined) query.set('format', opts.format);
  if (opts.quality !== undefined) query.set('quality', String(opts.quality));
  return `/fe-api/image?${query}`;
}
