import type { PageQuery } from "../../common/schemas/page-query.schema.ts";

/** One page of a list; without a limit, the whole list. */
export type Page = { limit?: number; offset: number };

/** Limit/offset of `?page=&limit=`; without either, the whole list. */
export function toPage(query: PageQuery): Page {
  if (query.page === undefined && query.limit === undefined) return { offset: 0 };
  const limit = query.limit ?? 20;
  return { limit, offset: ((query.page ?? 1) - 1) * limit };
}
