'use client';
/**
 * Last resort: the locale layout itself failed, so there are no providers. It renders its own document in the
 * language of the URL path (spec: en, ko, es, pt, ja, sr; English until those texts load) with the spec's
 * fallback code for a failure of the error app. It ships with every page: its English is written here, anything
 * else loads when it shows.
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

/** The spec's English texts, shown until the path's language (when not English) has loaded its own. */
const ENGLISH = {
  error: {
    title: 'Something went wrong',
    description: 'Oops! Sorry, something went wrong. Please come back in a while.',
  },
  retry: 'Try again',
  home: 'Go to sports home',
};

export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  const localised = useFallbackErrorTexts();
  const texts = localised?.texts ?? ENGLISH;
  return (
    <html lang={localised?.lang ?? 'en'} className={poppinsLatin.variable}>
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
