'use client';
/**
 * Matches with league (and sport) headers. Short lists render whole; long ones are virtualised, mounting only
 * the rows near the viewport, and ask for the next page as their end comes near.
 */
import type { Match } from '@sportsbook/contract';
import { type ReactNode, useMemo } from 'react';
import { SportIcon } from '@/components/ui/sport-icon';
import { Link } from '@/i18n/navigation';
import { EventRow } from './event-row';
import { type Grouping, groupMatches, type ListItem } from './group-matches';
import { LeagueHeader } from './league-header';
import { sportHref } from './match-href';
import styles from './match-list.module.css';
import { VirtualList } from './virtual-list';

export interface MatchListProps {
  matches: readonly Match[];
  grouping: Grouping;
  label: string;
  showSecondary?: boolean;
  onEndReached?: () => void;
  /** Name the league in each row; by default when there are no league headers. */
  showLeague?: boolean;
  /** Draws a match row; the default is the odds row. Lists of results pass their own. */
  renderMatch?: (match: Match) => ReactNode;
}

/** Below this many items a plain list costs less than measuring and positioning rows. */
const VIRTUALISE_FROM = 40;

export function MatchList(props: MatchListProps) {
  const { matches, grouping, label, showSecondary = false, onEndReached, renderMatch } = props;
  const showLeague = props.showLeague ?? grouping === 'none';
  const items = useMemo(() => groupMatches(matches, grouping), [matches, grouping]);
  const render = (item: ListItem) => {
    if (item.kind === 'sport') {
      return (
        // h3: lists sit in a section titled by an h2; league headers are h3 as well, one level below is too deep.
        <h3 className={styles.sport}>
          <Link href={sportHref(item.sport.key)}>
            <SportIcon sport={item.sport} size={20} />
            {item.sport.name}
          </Link>
        </h3>
      );
    }
    if (item.kind === 'league') {
      return <LeagueHeader first={item.first} showSecondary={showSecondary} showColumns={!renderMatch} />;
    }
    if (renderMatch) return renderMatch(item.match);
    return <EventRow match={item.match} showSecondary={showSecondary} showLeague={showLeague} />;
  };
  if (items.length < VIRTUALISE_FROM) {
    return (
      <ul aria-label={label} className={styles.plain}>
        {items.map((item) => (
          <li key={item.key}>{render(item)}</li>
        ))}
      </ul>
    );
  }
  return (
    <VirtualList
      items={items}
      getKey={(item) => item.key}
      estimateSize={(item) => (item.kind === 'match' ? 68 : item.kind === 'league' ? 48 : 52)}
      renderItem={render}
      onEndReached={onEndReached}
      label={label}
    />
  );
}
