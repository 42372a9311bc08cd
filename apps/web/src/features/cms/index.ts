/** features/cms: pages composed of blocks from the site settings file. */
export { CmsPage } from './cms-page';
export { customPageMetadata } from './page-metadata';
export { prefetchPage } from './prefetch';
