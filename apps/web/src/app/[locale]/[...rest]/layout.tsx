/** Custom pages (site-settings.json's `pages`) render inside the sportsbook's shell, as the pages under /sports. */
export { default } from '../sports/layout';
