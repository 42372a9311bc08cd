/**
 * The jackpot's arithmetic and its draw, pure. Contributions are integer minor units: a qualifying bet gives
 * floor(stake x contribution_bp / 10,000) (the fraction of a minor unit below it is not taken), split among the
 * levels by floor(share x share_bp / 10,000), the remainder of that split going to the first level, so a bet's
 * levels get exactly its contribution. The draw is provably fair: HMAC-SHA256 keyed by the level's secret seed of
 * the round, over `<round>:<bet id>`; its first 52 bits as a number u in [0, 2^52) hit when
 * u < floor(2^52 / hit_one_in). The seed's SHA-256 is published before the round (`seed_hash`) and the seed on
 * the hit that ends it, so anyone can recompute every draw of a round.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A bet's share of `stake` per level (same order as `levelShares`); levels getting 0 are kept as 0. */
export function contributionsOf(
  stake: number,
  contributionBp: number,
  levelShares: readonly number[],
): number[] {
  const total = Math.floor((stake * contributionBp) / 10_000);
  const parts = levelShares.map((bp) => Math.floor((total * bp) / 10_000));
  const remainder = total - parts.reduce((sum, p) => sum + p, 0);
  if (parts.length > 0) parts[0] = (parts[0] ?? 0) + remainder;
  return parts;
}

const SPACE = 2 ** 52;

/** The draw's number of a bet in a round: the first 52 bits of HMAC-SHA256(seed, `<round>:<betId>`). */
export function drawNumber(seedHex: string, round: number, betId: string): number {
  const mac = createHmac('sha256', Buffer.from(seedHex, 'hex')).update(`${round}:${betId}`).digest('hex');
  return Number.parseInt(mac.slice(0, 13), 16);
}

/** True when the bet hits a level of 1-in-`hitOneIn` odds. */
export function isHit(seedHex: string, round: number, betId: string, hitOneIn: number): boolean {
  return drawNumber(seedHex, round, betId) < Math.floor(SPACE / hitOneIn);
}

/** A new secret seed (32 random bytes, hex) and its published SHA-256. */
export function newSeed(): { seed: string; seedHash: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, seedHash: seedHashOf(seed) };
}

/** The SHA-256 (hex) of a seed's bytes. */
export function seedHashOf(seedHex: string): string {
  return createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');
}
