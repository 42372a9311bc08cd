/**
 * What every benchmark gets: the mode (quick or full), build flags, a place for notes, and shared services
 * (an app stack started once and used by several benchmarks, stopped when the run ends).
 */
import type { Figure } from './report.js';

export interface RunOptions {
  /** The short variant: fewer runs, shorter loads, smaller N (the whole suite in under 5 minutes). */
  quick: boolean;
  /** Force a fresh web build (and a fresh blank reference app). */
  rebuild: boolean;
  /** Use an existing web build even when sources changed since (iterating on the bench itself). */
  reuseBuild: boolean;
}

export class BenchContext {
  readonly notes: string[] = [];
  private readonly shared = new Map<string, Promise<{ stop(): Promise<void> }>>();

  constructor(readonly options: RunOptions) {}

  get quick(): boolean {
    return this.options.quick;
  }

  /** A note printed under the table and stored with the results. */
  note(text: string): void {
    this.notes.push(text);
  }

  log(text: string): void {
    console.log(`[bench] ${text}`);
  }

  /** A service started on first use under `key` and reused by later benchmarks of the run. */
  service<T extends { stop(): Promise<void> }>(key: string, start: () => Promise<T>): Promise<T> {
    let entry = this.shared.get(key);
    if (!entry) {
      entry = start();
      this.shared.set(key, entry);
    }
    return entry as Promise<T>;
  }

  /** Stops one shared service (a benchmark that needs the machine quiet stops what others left running). */
  async stopService(key: string): Promise<void> {
    const entry = this.shared.get(key);
    this.shared.delete(key);
    if (entry) await entry.then((s) => s.stop()).catch(() => {});
  }

  async stopServices(): Promise<void> {
    for (const key of [...this.shared.keys()]) await this.stopService(key);
  }
}

/** One row of BENCHMARKS.md. */
export interface Bench {
  id: string;
  title: string;
  run(ctx: BenchContext): Promise<Figure[]>;
}
