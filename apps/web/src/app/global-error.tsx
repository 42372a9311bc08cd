'use client';
/**
 * Last resort: the locale layout itself failed, so there are no translations or providers. It renders its own
 * document with the spec's English texts and its fallback code for a failure of the error app.
 */
import '@fontsource/poppins/latin-ext-400.css';
import '@fontsource/poppins/latin-ext-600.css';
import '../styles/fonts.css';
import '../styles/tokens.css';
import '../styles/globals.css';
import buttonStyles from '@/components/ui/button.module.css';
import { ErrorScreenLayout, LazyIllustration, StandaloneErrorPage } from '@/features/shell';
import { BASE_PATH } from '@/i18n/routing';
import { poppinsLatin } from './poppins';

export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en" className={poppinsLatin.variable}>
      <body>
        <StandaloneErrorPage>
          <main>
            <ErrorScreenLayout
              kind="error"
              art={<LazyIllustration kind="error" />}
              title="Something went wrong"
              description="Oops! Sorry, something went wrong. Please come back in a while."
              code="UNEXPECTED ERROR IN ERROR APP"
              actions={
                <>
                  <button
                    type="button"
                    className={`${buttonStyles.button} ${buttonStyles.primary}`}
                    onClick={() => retry()}
                  >
                    Try again
                  </button>
                  <a className={`${buttonStyles.button} ${buttonStyles.secondary}`} href={BASE_PATH}>
                    Go to sports home
                  </a>
                </>
              }
            />
          </main>
        </StandaloneErrorPage>
      </body>
    </html>
  );
}
