/** features/search: the search modal, loaded on first use. */
export { LazySearchModal, preloadSearchModal } from './lazy-search-modal';
