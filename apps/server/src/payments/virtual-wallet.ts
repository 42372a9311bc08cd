/**
 * The virtual wallet of the provider's games (spec platform §7 "POST {virtual wallet}/{provider}/launch"): a launch
 * answers the game's URL signed for the player, currency and an hour; the game then moves the player's money by
 * signed server-to-server calls, each a ledger movement (`game_stake` debit on play, `game_win` credit on a win)
 * once per provider transaction id.
 */
import { randomBytes } from 'node:crypto';
import { type LaunchGameAnswer, WalletCallSchema } from '@sportsbook/contract';
import { type Money, money } from '@sportsbook/domain';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../lib/api-error.js';
import { publishBalance, transfer } from '../wallet/index.js';
import type { ProviderSettings } from './service.js';
import { assertSignedBody, signedQuery } from './signature.js';

/** The games a site may offer, by the settings' `additional_providers` keys. */
export type GameApps = { horse_racing: boolean; lotto: boolean };

/** How long a launched game's link stays valid. */
const LAUNCH_TTL_S = 3600;

/** The fields of a game link the provider checks. */
const GAME_FIELDS = ['app', 'player', 'currency', 'session', 'expires'];

/** The game's URL for `userId` playing in `currency`; 403 provider_unavailable for a game the site does not offer. */
export function launchGame(
  provider: ProviderSettings,
  apps: GameApps,
  t: { userId: string; currency: string; app: keyof GameApps },
  now = Date.now(),
): LaunchGameAnswer {
  if (!apps[t.app]) throw new ApiError(403, 'provider_unavailable', `${t.app} is not offered here`);
  const query = signedQuery(
    provider.secret,
    {
      app: t.app,
      player: t.userId,
      currency: t.currency,
      session: randomBytes(12).toString('hex'),
      expires: String(Math.floor(now / 1000) + LAUNCH_TTL_S),
    },
    GAME_FIELDS,
  );
  return { url: `${provider.url}/games/${t.app}?${query}` };
}

/** A game's signed money call: the movement, once per transaction id, and the balance after it. */
export async function walletCall(
  app: FastifyInstance,
  provider: ProviderSettings,
  raw: string,
  signature: string | undefined,
): Promise<{ balance: Money; entry_id: number }> {
  assertSignedBody(provider.secret, raw, signature);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ApiError(400, 'invalid_body', 'The call is not JSON');
  }
  const call = WalletCallSchema.safeParse(parsed);
  if (!call.success) throw new ApiError(400, 'invalid_body', call.error.issues[0]?.message ?? 'Bad call');
  const { player_id: userId, currency, amount, type, transaction_id: id } = call.data;
  const moved = await app.db.transaction((tx) =>
    transfer(tx, {
      userId,
      currency,
      amount,
      direction: type,
      kind: type === 'debit' ? 'game_stake' : 'game_win',
      reference: `sandbox:${id}`,
    }),
  );
  await publishBalance(app, userId, currency, moved.balance);
  return { balance: money(moved.balance), entry_id: moved.entryId };
}
