'use client';
/** Keeps the page's match lists live: one realtime subscription per page, however many events blocks it has. */
import { useCatalogueUpdates } from '@/catalogue/live/use-catalogue-updates';

export function LiveUpdates() {
  useCatalogueUpdates();
  return null;
}
