/** GET /player: the spec's User built from the user row. */
import { DEPOSIT_PROFILE_FIELDS, type User } from '@sportsbook/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema/index.js';
import { notFound } from '../lib/api-error.js';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** The country of an ISO 3166 code, named in English; null when unknown. */
function countryOf(code: string | null): User['country'] {
  if (!code) return null;
  try {
    const name = regionNames.of(code.toUpperCase());
    return name ? { name, code: code.toUpperCase() } : null;
  } catch {
    return null;
  }
}

/** The player as GET /player answers it; the site adds its statuses (spi_test: src/site). */
export async function playerView(app: FastifyInstance, userId: string): Promise<User> {
  const [user] = await app.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('player', userId);
  const mobilePhone = user.phoneVerifiedAt ? user.phone : null;
  const profile = { first_name: user.firstName, last_name: user.lastName, mobile_phone: mobilePhone };
  const statuses = [
    user.emailConfirmedAt ? 'confirmed' : 'unconfirmed',
    ...(user.phoneVerifiedAt ? ['phone_verified'] : []),
    ...(user.isVip ? ['vip'] : []),
    ...app.site.statusesOf(user.email),
  ];
  return {
    id: user.id,
    email: user.email,
    mobile_phone: mobilePhone,
    // Players sign in by e-mail here; a phone is a contact detail, not a login.
    auth_phone_number: null,
    first_name: user.firstName,
    last_name: user.lastName,
    nickname: user.nickname,
    language: user.locale,
    currency: user.currency,
    auth_fields_missed: DEPOSIT_PROFILE_FIELDS.filter((f) => profile[f] === null),
    statuses: statuses.map((id) => ({ id })),
    country: countryOf(user.countryCode),
  };
}

/**
 * What {@link playerView} answers for a player just signed up with these details: unconfirmed, no profile.
 * POST /users/sign_up answers it for a taken e-mail, with a random id, so the answer does not tell whether the
 * address has an account (test/routes/api/platform/auth.test.ts holds the two answers alike).
 */
export function newPlayerView(id: string, player: { email: string; currency: string; locale: string }): User {
  return {
    id,
    email: player.email,
    mobile_phone: null,
    auth_phone_number: null,
    first_name: null,
    last_name: null,
    nickname: null,
    language: player.locale,
    currency: player.currency,
    auth_fields_missed: [...DEPOSIT_PROFILE_FIELDS],
    statuses: [{ id: 'unconfirmed' }],
    country: null,
  };
}
