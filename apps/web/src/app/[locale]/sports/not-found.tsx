/** 404 inside the shell: what a sports page shows when it calls notFound(), and what /sports/404 shows. */
import { NotFoundContent } from '@/features/shell';

export default function SportsNotFound() {
  return <NotFoundContent />;
}
