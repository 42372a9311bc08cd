/** features/shell: the page shell, its providers and the error pages (see README.md). */
export { AppProviders } from './app-providers';
export { countryNameOf } from './country-name';
export { ErrorBoundaryContent, type ErrorBoundaryContentProps } from './error-boundary-content';
export { BlockedContent, GeneralErrorContent, LockedContent, NotFoundContent } from './error-pages';
export { ErrorScreen } from './error-screen';
export { ErrorScreenLayout, StandaloneErrorPage } from './error-screen-layout';
export { parseInitParams, safeInAppPath } from './init-params';
export { LazyIllustration } from './lazy-illustration';
export { pageNameOf } from './page-name';
export { Shell } from './shell';
export { setSearchOpen } from './shell-store';
export { MAIN_CONTENT_ID } from './skip-link';
export { switchLocale } from './switch-locale';
export { useFallbackErrorTexts } from './use-fallback-error-texts';
