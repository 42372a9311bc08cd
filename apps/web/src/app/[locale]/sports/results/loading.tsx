import { PageSkeleton } from '@/features/events';

export default function Loading() {
  return <PageSkeleton />;
}
