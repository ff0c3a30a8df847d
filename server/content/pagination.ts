import type { PageQuery } from "../../common/schemas.ts";

/** Limit/offset of `?page=&limit=`; without either, the whole list. */
export function toLimitOffset(query: PageQuery): { limit?: number; offset: number } {
  if (query.page === undefined && query.limit === undefined) return { offset: 0 };
  const limit = query.limit ?? 20;
  return { limit, offset: ((query.page ?? 1) - 1) * limit };
}
