/** features/profile: the account centre (see README.md). */
export { ProfilePage } from './profile-page';
export { sectionOf } from './profile-paths';
