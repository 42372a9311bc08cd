/** features/shell: the page shell, its providers and the error pages (see README.md). */
export { AppProviders } from './app-providers';
export { countryNameOf } from './country-name';
export { ErrorBoundaryContent, type ErrorBoundaryContentProps } from './error-boundary-content';
export { BlockedContent, GeneralErrorContent, LockedContent, NotFoundContent } from './error-pages';
export { ErrorScreen } from './error-screen';
export { ErrorScreenLayout, StandaloneErrorPage } from './error-screen-layout';
export { CURRENCY_COOKIE, parseInitParams } from './init-params';
export { LazyIllustration } from './lazy-illustration';
export { Shell } from './shell';
