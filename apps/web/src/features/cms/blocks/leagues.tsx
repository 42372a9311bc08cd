'use client';
/** The leagues and top-leagues blocks: the catalogue's league links (those with open matches), by priority. */
import { EventStatus } from '@sportsbook/domain';
import { useTranslations } from 'next-intl';
import { LeagueLinks } from '@/catalogue/lists/league-links';
import type { BlockProps } from '../block-props';
import { textOr } from '../text-of';

const OPEN = { match_status: [EventStatus.prematch, EventStatus.live] };

export function LeaguesBlock({ block, locale }: BlockProps<'leagues' | 'top_leagues'>) {
  const t = useTranslations('cms');
  return (
    <div id={block.id}>
      <LeagueLinks
        title={textOr(block.title, locale, t(block.type === 'leagues' ? 'leagues' : 'topLeagues'))}
        limit={block.limit}
        showSport
        tournaments={{}}
        counters={OPEN}
      />
    </div>
  );
}
