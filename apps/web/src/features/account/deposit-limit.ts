/**
 * A deposit refused by the deposit limit (422 limit_exceeded), in words: how much the limit still allows and
 * when more becomes available (GET /user_limits/allowance). When that cannot be read, the plain sentence.
 */
import type { AllowancesResponse } from '@sportsbook/contract';
import { apiFetch } from '@/lib/api';
import { formatBalance } from './account-money';
import type { FormErrorView } from './auth-errors';

export async function depositLimitView(
  locale: string,
  account: { currency: string; subunits: number },
): Promise<FormErrorView<string>> {
  try {
    const allowance = await apiFetch<AllowancesResponse>('/api/platform/user_limits/allowance', {
      locale,
      query: { currency: account.currency },
    });
    const deposit = allowance.data.find((a) => a.type === 'deposit');
    if (!deposit) return { key: 'limit_exceeded' };
    const left = formatBalance(deposit.left, account, locale);
    return deposit.resets_at
      ? { key: 'depositLimitUntil', values: { left, until: new Date(deposit.resets_at) } }
      : { key: 'depositLimit', values: { left } };
  } catch {
    return { key: 'limit_exceeded' };
  }
}
