/** GET /player/phone as a query (phone-verification.tsx). Under `playerKeys.all`: sign-out drops it. */
import type { Phone } from '@sportsbook/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api';

export const phoneKeys = { phone: () => ['player', 'phone'] as const };

export const phoneQuery = (locale: string) =>
  queryOptions({
    queryKey: phoneKeys.phone(),
    queryFn: ({ signal }) =>
      apiFetch<Phone>('/api/platform/player/phone', { locale, signal, query: { locale } }),
  });
