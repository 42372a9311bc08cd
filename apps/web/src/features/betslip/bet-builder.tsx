'use client';
/**
 * The bet builder of a match (spec: custom bets, the page's `#betBuilder`): outcomes of several markets of one
 * part of the match (regular time, a half...) priced together by the server (GET /api/v3/bets/custom/markets/:id,
 * POST /api/v3/bets/custom/odds), then put in the slip as one custom bet. One outcome per market; the price is
 * asked again whenever the legs change. Hidden when the site disables custom bets or the match has none.
 */
import type { CustomOddsResponse, Market, Match } from '@sportsbook/contract';
import { MAX_SELECTIONS, MarketStatus } from '@sportsbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useOddsText } from '@/catalogue/odds/use-odds-text';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { apiFetch, isApiError } from '@/lib/api';
import styles from './bet-builder.module.css';
import { BET_BUILDER_HASH, customMarketsQuery, useBuilderEnabled } from './bet-builder-availability';
import { buildSelection } from './selection-source';
import { setCustomBet, useSlipStore } from './slip-store';

/** The contract's limit on legs (MAX_CUSTOM_BET_LEGS), never above the slip's own. */
const MAX_LEGS = Math.min(10, MAX_SELECTIONS);

interface Leg {
  marketKey: string;
  market: Market;
  outcomeId: string;
}

const marketKey = (m: Market) => `${m.id}/${m.specifier}`;

function Price({ odds }: { odds: CustomOddsResponse['odds'] }) {
  return <strong className={styles.price}>{useOddsText(odds)}</strong>;
}

function OutcomeChoice({
  market,
  outcome,
  picked,
  disabled,
  onPick,
}: {
  market: Market;
  outcome: Market['outcomes'][number];
  picked: boolean;
  disabled: boolean;
  onPick: () => void;
}) {
  const odds = useOddsText(outcome.odds);
  const locked = market.status !== MarketStatus.allowed || !outcome.active;
  return (
    <button
      type="button"
      className={styles.outcome}
      aria-pressed={picked}
      disabled={(locked || disabled) && !picked}
      onClick={onPick}
    >
      <span>{outcome.name}</span>
      <span className={styles.outcomeOdds}>{odds}</span>
    </button>
  );
}

export function BetBuilder({ match }: { match: Match }) {
  const t = useTranslations('betslip.builder');
  const locale = useLocale();
  const headingId = useId();
  const enabled = useBuilderEnabled(match);
  const section = useRef<HTMLElement>(null);
  const markets = useQuery(customMarketsQuery(locale, match.id, enabled));
  const [group, setGroup] = useState<string | null>(null);
  const [legs, setLegs] = useState<Leg[]>([]);
  const inSlip = useSlipStore(
    (s) => s.ticket.bets[0]?.betType === 'custom_bet' && s.ticket.bets[0].selections[0]?.matchId === match.id,
  );

  const groups = useMemo(
    () => [...new Set((markets.data?.data ?? []).flatMap((m) => m.custom_bet_groups))],
    [markets.data],
  );
  const activeGroup = group !== null && groups.includes(group) ? group : (groups[0] ?? null);
  const shown = (markets.data?.data ?? []).filter(
    (m) => activeGroup !== null && m.custom_bet_groups.includes(activeGroup),
  );

  const legsKey = legs.map((l) => `${l.marketKey}/${l.outcomeId}`).join('|');
  const quote = useQuery({
    queryKey: ['betslip', locale, 'custom-odds', match.id, legsKey],
    queryFn: ({ signal }) =>
      apiFetch<CustomOddsResponse>('/api/v3/bets/custom/odds', {
        locale,
        signal,
        method: 'POST',
        body: {
          match_id: match.id,
          selections: legs.map((l) => ({
            market_id: l.market.id,
            specifier: l.market.specifier,
            outcome_id: l.outcomeId,
          })),
        },
      }),
    enabled: legs.length >= 2,
    staleTime: 0,
    retry: false,
  });

  const visible = enabled && markets.isSuccess && shown.length > 0;
  // `#betBuilder` in the URL, on arrival or followed later: the builder comes into view with the focus. The
  // browser's own jump cannot do it on arrival, since the builder loads after the page.
  useEffect(() => {
    if (!visible) return;
    const follow = () => {
      if (window.location.hash !== BET_BUILDER_HASH) return;
      section.current?.scrollIntoView({ block: 'start' });
      section.current?.focus({ preventScroll: true });
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [visible]);

  // Nothing until there is something to build with: no placeholder that then vanishes for most matches.
  if (!visible) return null;

  const pick = (market: Market, outcomeId: string) => {
    const key = marketKey(market);
    setLegs((current) => {
      const same = current.find((l) => l.marketKey === key);
      if (same?.outcomeId === outcomeId) return current.filter((l) => l.marketKey !== key);
      if (same) return current.map((l) => (l.marketKey === key ? { ...l, outcomeId } : l));
      if (current.length >= MAX_LEGS) return current;
      return [...current, { marketKey: key, market, outcomeId }];
    });
  };

  const addToSlip = () => {
    if (!quote.data) return;
    const selections = legs.flatMap((leg) => {
      const outcome = leg.market.outcomes.find((o) => o.id === leg.outcomeId);
      return outcome ? [buildSelection(match, leg.market, outcome)] : [];
    });
    setCustomBet(selections, quote.data.odds);
    setLegs([]);
  };

  const quoteError =
    quote.isError && isApiError(quote.error)
      ? quote.error.code === 'custom_bet_unavailable'
        ? t('unavailable')
        : t('incompatible')
      : quote.isError
        ? t('quoteFailed')
        : null;

  return (
    <section
      ref={section}
      id={BET_BUILDER_HASH.slice(1)}
      tabIndex={-1}
      className={styles.builder}
      aria-labelledby={headingId}
      data-testid="bet-builder"
    >
      <h2 id={headingId} className={styles.heading}>
        {t('title')}
      </h2>
      <p className={styles.hint}>{t('description', { max: MAX_LEGS })}</p>
      {groups.length > 1 && (
        <fieldset className={styles.groups}>
          <legend className={styles.groupsLegend}>{t('groupsLabel')}</legend>
          {groups.map((g) => (
            <button
              key={g}
              type="button"
              className={styles.group}
              aria-pressed={g === activeGroup}
              onClick={() => {
                setGroup(g);
                setLegs([]);
              }}
            >
              {t.has(`groups.${g}`) ? t(`groups.${g}`) : g}
            </button>
          ))}
        </fieldset>
      )}
      <div className={styles.markets}>
        {shown.map((market) => {
          const key = marketKey(market);
          const leg = legs.find((l) => l.marketKey === key);
          return (
            <fieldset key={key} className={styles.market}>
              <legend className={styles.marketName}>{market.name}</legend>
              <div className={styles.outcomes}>
                {market.outcomes.map((outcome) => (
                  <OutcomeChoice
                    key={outcome.id}
                    market={market}
                    outcome={outcome}
                    picked={leg?.outcomeId === outcome.id}
                    disabled={!leg && legs.length >= MAX_LEGS}
                    onPick={() => pick(market, outcome.id)}
                  />
                ))}
              </div>
            </fieldset>
          );
        })}
      </div>
      <div className={styles.summary} aria-live="polite">
        <span>{t('legs', { count: legs.length })}</span>
        {legs.length < 2 ? (
          <span className={styles.hint}>{t('pickMore')}</span>
        ) : quote.isFetching ? (
          <Spinner label={t('pricing')} size={16} />
        ) : quote.data ? (
          <span>
            {t('price')} <Price odds={quote.data.odds} />
          </span>
        ) : quoteError ? (
          <span className={styles.error} role="alert">
            {quoteError}
          </span>
        ) : null}
      </div>
      <div className={styles.actions}>
        {legs.length > 0 && (
          <Button variant="ghost" size="sm" onClick={() => setLegs([])}>
            {t('clear')}
          </Button>
        )}
        <Button
          size="sm"
          disabled={!quote.data || quote.isFetching || legs.length < 2}
          onClick={addToSlip}
          data-testid="bet-builder-add"
        >
          {t('add')}
        </Button>
      </div>
      {inSlip && <p className={styles.hint}>{t('inSlip')}</p>}
    </section>
  );
}
