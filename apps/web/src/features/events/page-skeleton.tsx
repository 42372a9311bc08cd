/** The placeholder of a catalogue page while its server part loads (the route's loading.tsx). */

import styles from '@/catalogue/lists/catalogue-page.module.css';
import { RowsSkeleton } from '@/catalogue/lists/list-states';
import { Skeleton } from '@/components/ui/skeleton';

export function PageSkeleton() {
  return (
    <div className={styles.page}>
      <Skeleton width={220} height={28} />
      <RowsSkeleton rows={8} />
    </div>
  );
}
