/** Page-numbered lists: `{data, pagination}` with 1-based pages. */
import { z } from 'zod';

/** Server pagination: `last_page` is at least 1, so an empty list is one empty page. */
export const PaginationSchema = z
  .object({
    total: z.number().int().min(0).describe('Rows matching the filters, over all pages'),
    page: z.number().int().min(1).describe('This page, 1-based'),
    limit: z.number().int().min(1).describe('Rows per page'),
    last_page: z.number().int().min(1).describe('The last page; paging ends when page equals it'),
  })
  .meta({ id: 'Pagination', description: 'Page-numbered list position' });
/** See {@link PaginationSchema}. */
export type Pagination = z.infer<typeof PaginationSchema>;

/** A page of `item`: `{data: item[], pagination}`. */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), pagination: PaginationSchema });
}

/** A plain list of `item` wrapped as `{data: item[]}` so fields can be added later without breaking clients. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item) });
}

/** Builds the pagination block for `total` rows at `page` of `limit`. */
export function paginationOf(total: number, page: number, limit: number): Pagination {
  return { total, page, limit, last_page: Math.max(1, Math.ceil(total / limit)) };
}
