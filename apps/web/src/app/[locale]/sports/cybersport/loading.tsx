import { PageSkeleton } from '@/features/events/page-skeleton';

export default function Loading() {
  return <PageSkeleton />;
}
