/**
 * The proxy's memory of what it made: answers by request (source, size, format, quality), the least recently
 * used dropped once they pass `MAX_CACHE_BYTES`; a request already in the making is joined, not made twice.
 */

export interface CachedImage {
  body: Buffer;
  etag: string;
}

/** Bytes of images kept per process. */
const MAX_CACHE_BYTES = 64 * 1024 * 1024;

export class ImageCache {
  private readonly entries = new Map<string, CachedImage>();
  private readonly making = new Map<string, Promise<CachedImage>>();
  private bytes = 0;

  constructor(private readonly maxBytes = MAX_CACHE_BYTES) {}

  /** The cached image of `key`, or the one `make` makes (kept when it fits); concurrent asks share one make. */
  async get(key: string, make: () => Promise<CachedImage>): Promise<CachedImage> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const pending = this.making.get(key);
    if (pending) return pending;
    const made = make().finally(() => this.making.delete(key));
    this.making.set(key, made);
    const image = await made;
    this.keep(key, image);
    return image;
  }

  private keep(key: string, image: CachedImage): void {
    if (image.body.length > this.maxBytes || this.entries.has(key)) return;
    this.entries.set(key, image);
    this.bytes += image.body.length;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= old.body.length;
    }
  }
}
