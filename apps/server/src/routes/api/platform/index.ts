/**
 * The platform API (spec platform §7 "Platform API", auth pages of §2), registered under /api/platform by
 * app.ts: sign-up/in/out, password, confirmation, unlock, the player and their accounts, phone, loyalty,
 * sportsbook sessions and activity, limits, payments (deposit intents, the provider's webhooks, payouts; the instant test cashier outside
 * production). Rate limiting is scoped here (lib/scoped-rate-limit.ts: shared through Redis with `redisUrl`).
 */
import type { FastifyPluginAsync } from 'fastify';
import { registerScopedRateLimit } from '../../../lib/scoped-rate-limit.js';
import type { DepositRules } from '../../../players/deposit-profile.js';
import createIntent from './payments/create-intent.js';
import deposit from './payments/deposit.js';
import getIntent from './payments/get-intent.js';
import getQuickDeposit from './payments/get-quick-deposit.js';
import listWithdrawals from './payments/list-withdrawals.js';
import receiveWebhook from './payments/receive-webhook.js';
import requestWithdrawal from './payments/request-withdrawal.js';
import withdraw from './payments/withdraw.js';
import createAccount from './player/create-account.js';
import getCompPoints from './player/get-comp-points.js';
import getPhone from './player/get-phone.js';
import getPlayer from './player/get-player.js';
import listAccounts from './player/list-accounts.js';
import listStatusGroups from './player/list-status-groups.js';
import listTransactions from './player/list-transactions.js';
import sendPhoneCode from './player/send-phone-code.js';
import switchCurrency from './player/switch-currency.js';
import trackActivity from './player/track-activity.js';
import updateLocale from './player/update-locale.js';
import updateProfile from './player/update-profile.js';
import verifyPhone from './player/verify-phone.js';
import continueSession from './sportsbook-sessions/continue-session.js';
import getSession from './sportsbook-sessions/get-session.js';
import startSession from './sportsbook-sessions/start-session.js';
import createLimit from './user-limits/create-limit.js';
import getAllowance from './user-limits/get-allowance.js';
import listLimits from './user-limits/list-limits.js';
import removeLimit from './user-limits/remove-limit.js';
import confirmEmail from './users/confirm-email.js';
import keepSession from './users/keep-session.js';
import requestPasswordReset from './users/request-password-reset.js';
import resendConfirmation from './users/resend-confirmation.js';
import resendUnlock from './users/resend-unlock.js';
import resetPassword from './users/reset-password.js';
import signIn from './users/sign-in.js';
import signOut from './users/sign-out.js';
import signUp from './users/sign-up.js';
import issueToken from './users/token.js';
import unlockAccount from './users/unlock-account.js';
import launchGame from './virtual-wallet/launch-game.js';
import walletCall from './virtual-wallet/wallet-call.js';

const routes = [
  signUp,
  signIn,
  signOut,
  issueToken,
  keepSession,
  requestPasswordReset,
  resetPassword,
  confirmEmail,
  resendConfirmation,
  unlockAccount,
  resendUnlock,
  getPlayer,
  listAccounts,
  createAccount,
  updateLocale,
  updateProfile,
  switchCurrency,
  getPhone,
  sendPhoneCode,
  verifyPhone,
  getCompPoints,
  listStatusGroups,
  trackActivity,
  listTransactions,
  startSession,
  continueSession,
  getSession,
  listLimits,
  getAllowance,
  createLimit,
  removeLimit,
  createIntent,
  getIntent,
  getQuickDeposit,
  receiveWebhook,
  requestWithdrawal,
  listWithdrawals,
  launchGame,
  walletCall,
];

/** Options of the platform routes. */
interface PlatformOptions {
  /** Keep the rate limits' counts in this Redis (several instances); in memory otherwise. */
  redisUrl?: string;
  /** What a deposit needs first (players/deposit-profile.ts); nothing when unset. */
  depositRules?: DepositRules;
  /**
   * Register the instant deposit and withdrawal without a provider (POST /payments/deposit, /withdraw): for tests,
   * e2e set-up and the demo casino's server, outside production only.
   */
  instantPayments?: boolean;
}

const platform: FastifyPluginAsync<PlatformOptions> = async (app, options) => {
  await registerScopedRateLimit(app, options.redisUrl, (after) => `Too many requests: retry in ${after}`);
  const depositRules = options.depositRules ?? { fieldsRequired: false, phoneVerificationRequired: false };
  for (const route of routes) await app.register(route);
  if (options.instantPayments) {
    await app.register(deposit, { depositRules });
    await app.register(withdraw);
  }
};

export default platform;
