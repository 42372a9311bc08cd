'use client';
/**
 * Last resort: the locale layout itself failed, so there are no providers. It renders its own document in the
 * language of the URL path (spec: en, ko, es, pt, ja, sr; English until those texts load) with the spec's
 * fallback code for a failure of the error app.
 */
import '@fontsource/poppins/latin-ext-400.css';
import '@fontsource/poppins/latin-ext-600.css';
import '../styles/fonts.css';
import '../styles/tokens.css';
import '../styles/globals.css';
import buttonStyles from '@/components/ui/button.module.css';
import {
  ErrorScreenLayout,
  LazyIllustration,
  StandaloneErrorPage,
  useFallbackErrorTexts,
} from '@/features/shell';
import { BASE_PATH } from '@/i18n/routing';
import { poppinsLatin } from './poppins';

export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  const { lang, texts } = useFallbackErrorTexts();
  return (
    <html lang={lang} className={poppinsLatin.variable}>
      <body>
        <StandaloneErrorPage>
          <main>
            <ErrorScreenLayout
              kind="error"
              art={<LazyIllustration kind="error" />}
              title={texts.error.title}
              description={texts.error.description}
              code="UNEXPECTED ERROR IN ERROR APP"
              actions={
                <>
                  <button
                    type="button"
                    className={`${buttonStyles.button} ${buttonStyles.primary}`}
                    onClick={() => retry()}
                  >
                    {texts.retry}
                  </button>
                  <a className={`${buttonStyles.button} ${buttonStyles.secondary}`} href={BASE_PATH}>
                    {texts.home}
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
