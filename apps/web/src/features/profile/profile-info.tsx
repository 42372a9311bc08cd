'use client';
import { useTranslations } from 'next-intl';
import panels from '@/components/ui/panels.module.css';
/** The profile: the spec's display name, the player's fields and country, bet stats and phone verification. */
import { PhoneVerification } from '@/features/account';
import { BetStats } from '@/features/bet-stats';
import { displayNameOf } from '@/session/display-name';
import { useSession } from '@/session/session';
import styles from './profile.module.css';

export function ProfileInfo() {
  const t = useTranslations('profile.info');
  const { player } = useSession();
  if (!player) return null;
  const none = t('none');
  const name = [player.first_name, player.last_name].filter(Boolean).join(' ');
  return (
    <>
      <div className={panels.card} data-testid="profile-info">
        <p className={panels.cardTitle} data-testid="profile-display-name">
          {displayNameOf(player)}
        </p>
        <dl className={styles.facts}>
          <dt>{t('name')}</dt>
          <dd>{name || none}</dd>
          <dt>{t('nickname')}</dt>
          <dd>{player.nickname ?? none}</dd>
          <dt>{t('email')}</dt>
          <dd>{player.email ?? none}</dd>
          <dt>{t('phone')}</dt>
          <dd>{player.mobile_phone ?? none}</dd>
          <dt>{t('country')}</dt>
          <dd>{player.country?.name ?? none}</dd>
          <dt>{t('currency')}</dt>
          <dd>{player.currency}</dd>
          <dt>{t('statuses')}</dt>
          <dd>{player.statuses.length > 0 ? player.statuses.map((s) => s.id).join(', ') : none}</dd>
        </dl>
      </div>
      <BetStats currency={player.currency} />
      <PhoneVerification />
    </>
  );
}
