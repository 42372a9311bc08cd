/** Small statistics: percentiles (nearest rank), median, mean, and a mergeable latency histogram. */

/** The p-th percentile (0-100) by nearest rank; null for no values. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? null;
}

/** The middle value; the mean of the two middle ones for an even count. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[mid] ?? null) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/**
 * Latencies in 0.1 ms buckets up to 60 s (one overflow bucket above): constant memory for millions of samples,
 * and histograms from several processes add up bucket by bucket.
 */
export class Histogram {
  static readonly BUCKET_MS = 0.1;
  static readonly SIZE = 600_001;
  readonly counts: Uint32Array;
  count = 0;

  constructor(counts?: ArrayLike<number>) {
    this.counts = new Uint32Array(Histogram.SIZE);
    if (counts) {
      for (let i = 0; i < Histogram.SIZE; i++) {
        const c = counts[i] ?? 0;
        this.counts[i] = c;
        this.count += c;
      }
    }
  }

  record(ms: number): void {
    const bucket = Math.min(Histogram.SIZE - 1, Math.max(0, Math.round(ms / Histogram.BUCKET_MS)));
    this.counts[bucket] = (this.counts[bucket] ?? 0) + 1;
    this.count++;
  }

  add(other: Histogram): void {
    for (let i = 0; i < Histogram.SIZE; i++) this.counts[i] = (this.counts[i] ?? 0) + (other.counts[i] ?? 0);
    this.count += other.count;
  }

  percentile(p: number): number | null {
    if (this.count === 0) return null;
    const rank = Math.max(1, Math.ceil((p / 100) * this.count));
    let seen = 0;
    for (let i = 0; i < Histogram.SIZE; i++) {
      seen += this.counts[i] ?? 0;
      if (seen >= rank) return i * Histogram.BUCKET_MS;
    }
    return (Histogram.SIZE - 1) * Histogram.BUCKET_MS;
  }

  /** Non-zero buckets as [bucket, count] pairs: compact enough to send over IPC. */
  sparse(): [number, number][] {
    const out: [number, number][] = [];
    for (let i = 0; i < Histogram.SIZE; i++) {
      const c = this.counts[i] ?? 0;
      if (c > 0) out.push([i, c]);
    }
    return out;
  }

  static fromSparse(pairs: readonly [number, number][]): Histogram {
    const h = new Histogram();
    for (const [i, c] of pairs) {
      h.counts[i] = (h.counts[i] ?? 0) + c;
      h.count += c;
    }
    return h;
  }
}
