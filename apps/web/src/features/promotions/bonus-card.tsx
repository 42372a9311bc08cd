'use client';
/** One bonus on the promotions page: its banner (by type), name, status, what it gives, dates and a details button. */
import type { Bonus } from '@sportsbook/contract';
import { currencyOf } from '@sportsbook/contract/values';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { imageUrl } from '@/lib/image-url';
import { moneyText } from '@/lib/money-text';
import styles from './promotions.module.css';

/** A freebet's amount as text, or null. */
export function useBonusAmount(): (b: Bonus) => string | null {
  const locale = useLocale();
  return (b) => {
    const currency = b.issued?.currency ? currencyOf(b.issued.currency) : undefined;
    return b.issued?.amount != null && currency ? moneyText(b.issued.amount, currency, locale) : null;
  };
}

interface BonusCardProps {
  bonus: Bonus;
  onOpen: (bonus: Bonus) => void;
}

export function BonusCard({ bonus, onOpen }: BonusCardProps) {
  const t = useTranslations('bonuses');
  const format = useFormatter();
  const amountOf = useBonusAmount();
  const amount = amountOf(bonus);
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });
  const titleId = `bonus-${bonus.id}`;
  const upcoming = bonus.valid_from !== null && Date.parse(bonus.valid_from) > Date.now();

  return (
    <article
      className={styles.card}
      aria-labelledby={titleId}
      data-testid="bonus-card"
      data-type={bonus.type}
    >
      <div className={styles.banner} data-type={bonus.type} aria-hidden="true">
        {bonus.banners ? (
          // biome-ignore lint/performance/noImgElement: through the app's image proxy (its origin must be allowed)
          <img src={imageUrl(bonus.banners.desktop.url, { width: 720 })} alt="" />
        ) : (
          <span className={styles.bannerText}>{t(`type.${bonus.type}`)}</span>
        )}
      </div>
      <div className={styles.cardBody}>
        <p className={styles.cardMeta}>
          <span>{t(`type.${bonus.type}`)}</span>
          <span className={styles.status} data-status={bonus.status}>
            {t(`status.${bonus.status}`)}
          </span>
          {bonus.issued && <span className={styles.held}>{t('promotions.held')}</span>}
        </p>
        <h2 id={titleId} className={styles.cardTitle}>
          {bonus.name}
        </h2>
        <p className={styles.cardText}>{bonus.description}</p>
        {amount && <p className={styles.cardFigure}>{t('promotions.amount', { amount })}</p>}
        {upcoming && bonus.valid_from && (
          <p className={styles.cardDate}>{t('promotions.validFrom', { date: date(bonus.valid_from) })}</p>
        )}
        {!upcoming && bonus.valid_to && (
          <p className={styles.cardDate}>{t('promotions.validTo', { date: date(bonus.valid_to) })}</p>
        )}
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onOpen(bonus)}
          aria-label={`${t('promotions.details')}: ${bonus.name}`}
          data-testid="bonus-details"
        >
          {t('promotions.details')}
        </Button>
      </div>
    </article>
  );
}
