/**
 * The feed's only source of randomness. Written by hand because the simulator must replay exactly from a seed
 * (tests, demos, bug reports) and Math.random cannot be seeded. mulberry32 is a few lines, fast, and passes the
 * statistical tests that matter for a simulation; it is not for anything secret.
 */

/** Mixes numbers into one 32-bit seed (a murmur-style finaliser), so forks of one seed do not overlap. */
export function mixSeed(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    h = Math.imul(h ^ (part >>> 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

/** A seeded pseudo-random generator with the draws the simulator needs. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = mixSeed(seed);
  }

  /** A generator that continues from a {@link Random.save}d state. */
  static restore(state: number): Random {
    const rng = new Random(0);
    rng.state = state >>> 0;
    return rng;
  }

  /** The generator's state: {@link Random.restore} continues the same sequence from it. */
  save(): number {
    return this.state;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A float in [min, max). */
  range(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('Random.pick on an empty list');
    return item;
  }

  /** An index drawn with the given non-negative weights. */
  weighted(weights: readonly number[]): number {
    let total = 0;
    for (const w of weights) total += w;
    let u = this.next() * total;
    for (let i = 0; i < weights.length; i++) {
      u -= weights[i] ?? 0;
      if (u < 0) return i;
    }
    return weights.length - 1;
  }

  /** A waiting time of a Poisson process with this rate (events per unit); Infinity for rate 0. */
  exponential(rate: number): number {
    if (rate <= 0) return Number.POSITIVE_INFINITY;
    return -Math.log(1 - this.next()) / rate;
  }

  /** A normal draw (Box-Muller; one of the pair is thrown away to keep the generator stateless beyond its seed). */
  normal(mean: number, sd: number): number {
    const u = 1 - this.next();
    const v = this.next();
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** A Poisson draw (Knuth's product method: the means here are small). */
  poisson(mean: number): number {
    const limit = Math.exp(-mean);
    let k = 0;
    let product = this.next();
    while (product > limit) {
      k++;
      product *= this.next();
    }
    return k;
  }

  /** An independent generator derived from this one's next draw and a salt. */
  fork(salt: number): Random {
    return new Random(mixSeed(Math.floor(this.next() * 4294967296), salt));
  }
}
