/** features/events: the sport, category and league pages (see README.md). */
export { PageSkeleton } from './page-skeleton';
export { resolveSlug } from './resolve-slug';
export { slugMetadata } from './slug-metadata';
export { SlugView } from './slug-view';
export { SportPage } from './sport-page';
