'use client';
/**
 * The feature flags sign_in_iframe_preloader and sign_up_iframe_preloader (`when`: either is on): the auth dialog,
 * which holds both forms, loads once the page is idle after hydration, for a visitor not signed in, so opening it
 * is instant. Off, it loads when it is opened (or on a pointer over, or focus on, what opens it). Mounted by
 * features/shell's after-hydration, so none of this is in a page's first load.
 */
import { useIdlePreload } from '@/components/ui/lazy';
import { useSession } from '@/session/session';
import { preloadAuthDialog } from './account-dialogs';

const load = async () => preloadAuthDialog();

export function AuthDialogPreload({ when }: { when: boolean }) {
  const { status } = useSession();
  useIdlePreload(load, 4000, when && status === 'not_logged_in');
  return null;
}
