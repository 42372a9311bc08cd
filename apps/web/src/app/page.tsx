/**
 * `/` -> the sports home. The proxy normally rewrites `/` into app/[locale]/page.tsx, which does the same with the
 * locale; this page answers if a deployment serves the app without the proxy.
 */
import { redirect } from 'next/navigation';
import { BASE_PATH } from '@/i18n/routing';

export default function RootPage() {
  redirect(BASE_PATH);
}
