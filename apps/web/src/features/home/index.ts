/** features/home: the sports home. */
export { HomePage } from './home-page';
export { HOME_LEAGUES, homeParams } from './home-params';
