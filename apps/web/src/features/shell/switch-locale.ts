/**
 * Switching the interface language (spec platform §2 "Locale in the URL"): the language menu and a host page's
 * change_locale. A signed-in player's locale is first saved on the server (their mails follow it); if that fails
 * the progress bar stops, the default error alert shows and the page stays. Then the same path, query and hash
 * load with the new locale prefix, as a full page: every text, the <html lang> and the cached (localised)
 * catalogue change anyway, and the App Router doubles the hash when it returns to a URL it has cached.
 */
import { showAlert } from '@/components/ui/alerts';
import type { Locale } from '@/i18n/locales';
import { switchLocaleHref } from '@/i18n/routing';
import { apiFetch } from '@/lib/api';
import { startRouteProgress, stopRouteProgress } from '@/lib/route-progress';

export interface LocaleSwitchContext {
  current: Locale;
  /** The path without its locale prefix (`usePathname()` of i18n/navigation). */
  pathname: string;
  signedIn: boolean;
  /** The default error alert's texts, in the current locale. */
  errorAlert: { title: string; description: string };
}

export async function switchLocale(locale: Locale, from: LocaleSwitchContext): Promise<void> {
  startRouteProgress();
  if (from.signedIn) {
    try {
      await apiFetch('/api/platform/player/update_locale', {
        locale: from.current,
        method: 'PATCH',
        body: { locale },
      });
    } catch {
      stopRouteProgress();
      showAlert({ variant: 'error', ...from.errorAlert });
      return;
    }
  }
  const { search, hash } = window.location;
  window.location.assign(switchLocaleHref(locale, from.pathname, search, hash));
}
