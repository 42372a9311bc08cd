/** features/favourites: the favourites page (the star itself is the catalogue's, src/catalogue/favourites). */
export { FavouritesPage } from './favourites-page';
