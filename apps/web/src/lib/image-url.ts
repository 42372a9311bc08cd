/**
 * The URL of an image at a size and format. Same-origin paths and https URLs are returned as they are until the
 * image proxy serves resized copies; callers already name the size they draw.
 */
export interface ImageOptions {
  width?: number;
  height?: number;
  format?: 'avif' | 'webp' | 'png';
}

export function imageUrl(src: string, _options: ImageOptions = {}): string {
  return src;
}
