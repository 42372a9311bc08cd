/**
 * 404 for requests that never reach a locale (a first segment that is not a locale and contains a dot, such as
 * /missing.txt, skips the proxy). No translations exist out here: English, the spec's final fallback, with a
 * plain link to the sports home.
 */

import buttonStyles from '@/components/ui/button.module.css';
import { ErrorScreen, StandaloneErrorPage } from '@/features/shell';
import { BASE_PATH } from '@/i18n/routing';

export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body>
        <StandaloneErrorPage>
          <main>
            <ErrorScreen
              kind="notFound"
              title="Page not found"
              description="Oops, sorry. We can't find that page."
              actions={
                <a className={`${buttonStyles.button} ${buttonStyles.primary}`} href={BASE_PATH}>
                  Go to sports home
                </a>
              }
            />
          </main>
        </StandaloneErrorPage>
      </body>
    </html>
  );
}
