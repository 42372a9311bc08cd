'use client';
/**
 * 404 for requests that never reach a locale (a first segment that is not a locale and contains a dot, such as
 * /missing.txt, skips the proxy). No locale layout out here: the words follow the URL path's language (spec: en,
 * ko, es, pt, ja, sr; English until those texts load), with a plain link to the sports home.
 */

import buttonStyles from '@/components/ui/button.module.css';
import {
  ErrorScreenLayout,
  LazyIllustration,
  StandaloneErrorPage,
  useFallbackErrorTexts,
} from '@/features/shell';
import { BASE_PATH } from '@/i18n/routing';

export default function GlobalNotFound() {
  const { lang, texts } = useFallbackErrorTexts();
  return (
    <html lang={lang}>
      <body>
        <StandaloneErrorPage>
          <main>
            <ErrorScreenLayout
              kind="notFound"
              art={<LazyIllustration kind="notFound" />}
              title={texts.notFound.title}
              description={texts.notFound.description}
              actions={
                <a className={`${buttonStyles.button} ${buttonStyles.primary}`} href={BASE_PATH}>
                  {texts.home}
                </a>
              }
            />
          </main>
        </StandaloneErrorPage>
      </body>
    </html>
  );
}
