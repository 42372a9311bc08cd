/**
 * What a request to the image proxy asks (`src`, `width`, `height`, `format`, `quality`), checked against the
 * documented limits; anything else is refused with a stable code (`ImageError`).
 */
import { ImageError } from './image-error';

const IMAGE_FORMATS = ['avif', 'webp', 'png'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Largest width and height asked of the proxy, px: twice a wide desktop banner. */
const MAX_DIMENSION = 2048;
/** Longest `src`, characters. */
const MAX_SRC_LENGTH = 2048;
/** The spec's base quality, and its factors for AVIF and WebP (spec platform §7 "Images"). */
const BASE_QUALITY = 80;
const QUALITY_FACTOR: Record<ImageFormat, number> = { avif: 0.8125, webp: 0.875, png: 1 };

export interface ImageRequest {
  src: string;
  width: number | null;
  height: number | null;
  /** The format asked for; null lets the browser's Accept header decide. */
  format: ImageFormat | null;
  quality: number;
}

function dimension(query: URLSearchParams, field: 'width' | 'height'): number | null {
  const raw = query.get(field);
  if (raw === null || raw === '') return null;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1 || value > MAX_DIMENSION)
    throw new ImageError(
      400,
      'image_size_invalid',
      `${field} must be a whole number from 1 to ${MAX_DIMENSION}`,
      field,
    );
  return value;
}

export function readImageRequest(query: URLSearchParams): ImageRequest {
  const src = query.get('src');
  if (src === null || src === '') throw new ImageError(400, 'image_source_missing', 'src is required', 'src');
  if (src.length > MAX_SRC_LENGTH)
    throw new ImageError(
      400,
      'image_source_not_allowed',
      `src is longer than ${MAX_SRC_LENGTH} characters`,
      'src',
    );
  const format = query.get('format');
  if (format !== null && format !== '' && !(IMAGE_FORMATS as readonly string[]).includes(format))
    throw new ImageError(
      400,
      'image_format_unknown',
      `format must be one of ${IMAGE_FORMATS.join(', ')}`,
      'format',
    );
  const quality = query.get('quality');
  if (
    quality !== null &&
    quality !== '' &&
    (!/^\d+$/.test(quality) || Number(quality) < 1 || Number(quality) > 100)
  )
    throw new ImageError(
      400,
      'image_quality_invalid',
      'quality must be a whole number from 1 to 100',
      'quality',
    );
  return {
    src,
    width: dimension(query, 'width'),
    height: dimension(query, 'height'),
    format: format ? (format as ImageFormat) : null,
    quality: quality ? Number(quality) : BASE_QUALITY,
  };
}

/** The format to answer in: the one asked, else AVIF or WebP when the browser's Accept lists it, else PNG. */
export function negotiateFormat(asked: ImageFormat | null, accept: string | null): ImageFormat {
  if (asked) return asked;
  const accepted = (accept ?? '').toLowerCase();
  if (accepted.includes('image/avif')) return 'avif';
  if (accepted.includes('image/webp')) return 'webp';
  return 'png';
}

/** The encoder's quality: the quality asked (base 80) times the format's factor, rounded. */
export function encoderQuality(quality: number, format: ImageFormat): number {
  return Math.max(1, Math.round(quality * QUALITY_FACTOR[format]));
}
