/**
 * The image work (sharp): decode the source (at most `MAX_INPUT_PIXELS`; an SVG is rasterised at the density
 * its target size needs, so a crest is sharp at any size), fit it inside `width` x `height` keeping its aspect
 * (a raster never enlarged), and encode it as AVIF, WebP or PNG at the spec's quality.
 */
import { createRequire } from 'node:module';
import type { Metadata } from 'sharp';
import { ImageError } from './image-error';
import { encoderQuality, type ImageFormat, type ImageRequest } from './options';

/** Largest decoded source, pixels (about 40 megapixels: a large camera photo). */
const MAX_INPUT_PIXELS = 40_000_000;
/** The densest an SVG is rasterised at, dpi (72 is one px per unit). */
const MAX_SVG_DENSITY = 2400;

/**
 * sharp, through its CommonJS entry. Imported as an ES module (statically or not), this external package makes
 * the route an async module, and Turbopack then ships its async-module support in the browser runtime that every
 * page loads (about 450 bytes gzipped).
 */
const sharp = createRequire(import.meta.url)('sharp') as typeof import('sharp').default;

/** sharp's failure as the proxy's refusal: too many pixels, or not an image it can read. */
function refusalOf(error: unknown): ImageError {
  if (error instanceof Error && /pixel limit/i.test(error.message))
    return new ImageError(
      400,
      'image_source_too_large',
      `the source has more than ${MAX_INPUT_PIXELS} pixels`,
      'src',
    );
  return new ImageError(400, 'image_source_not_image', 'the source could not be read as an image', 'src');
}

export async function transformImage(
  source: Buffer,
  ask: Pick<ImageRequest, 'width' | 'height' | 'quality'>,
  format: ImageFormat,
): Promise<Buffer> {
  let meta: Metadata;
  try {
    meta = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch (error) {
    throw refusalOf(error);
  }
  const vector = meta.format === 'svg';
  let density: number | undefined;
  if (vector && meta.width && meta.height && (ask.width || ask.height)) {
    const scale = Math.max((ask.width ?? 0) / meta.width, (ask.height ?? 0) / meta.height);
    density = Math.min(MAX_SVG_DENSITY, Math.max(1, Math.ceil(72 * scale)));
  }
  const quality = encoderQuality(ask.quality, format);
  try {
    let image = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, density }).rotate();
    if (ask.width || ask.height)
      image = image.resize({
        width: ask.width ?? undefined,
        height: ask.height ?? undefined,
        fit: 'inside',
        withoutEnlargement: !vector,
      });
    if (format === 'avif') image = image.avif({ quality, effort: 2 });
    else if (format === 'webp') image = image.webp({ quality });
    else image = image.png({ compressionLevel: 9 });
    return await image.toBuffer();
  } catch (error) {
    throw refusalOf(error);
  }
}
