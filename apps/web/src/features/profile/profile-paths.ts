/**
 * The account centre's sections and their paths under the sports base path (spec platform §2: the payment
 * paths /profile/wallet/deposit and /profile/wallet/transactions are among them).
 */
import { paths } from '@/lib/routes';

export const PROFILE_SECTIONS = ['info', 'wallet', 'transactions', 'loyalty', 'limits', 'settings'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

const BASE = paths.profile;

/** Path of each section. */
export const PROFILE_PATHS: Readonly<Record<ProfileSection, string>> = {
  info: BASE,
  wallet: `${BASE}/wallet`,
  transactions: paths.profileTransactions,
  loyalty: `${BASE}/loyalty`,
  limits: paths.profileLimits,
  settings: `${BASE}/settings`,
};

/** The section of the path segments after /profile, the deposit flag, or null for a path that is none. */
export function sectionOf(
  segments: readonly string[] = [],
): { section: ProfileSection; deposit: boolean } | null {
  const path = segments.join('/');
  if (path === 'wallet/deposit') return { section: 'wallet', deposit: true };
  const found = PROFILE_SECTIONS.find((s) => PROFILE_PATHS[s] === (path ? `${BASE}/${path}` : BASE));
  return found ? { section: found, deposit: false } : null;
}
