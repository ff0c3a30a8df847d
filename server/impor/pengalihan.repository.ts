import type { Page } from "../content/pagination.ts";
import type { Db } from "../db/create-database.ts";

/** The query parameters by which WordPress addresses a thing (`/?p=123`); all others are noise. */
const ADDRESSING_PARAMS = ["p", "page_id", "cat", "attachment_id"];

/**
 * An old address as it is stored and looked up: decoded, without a trailing slash, with only the
 * query parameters WordPress addresses things by (so `/2024/05/judul/?utm_source=x` and
 * `/2024/05/judul` are one address).
 */
export function oldPathKey(pathAndQuery: string): string {
  const url = new URL(pathAndQuery, "http://x");
  let path = url.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // kept as sent
  }
  if (path.length > 1) path = path.replace(/\/+$/, "");
  const kept = ADDRESSING_PARAMS.filter((p) => url.searchParams.get(p)).map(
    (p) => `${p}=${url.searchParams.get(p)}`,
  );
  return kept.length ? `${path}?${kept.join("&")}` : path;
}

export async function saveRedirect(db: Db, dari: string, ke: string): Promise<void> {
  const key = oldPathKey(dari);
  if (key === oldPathKey(ke)) return;
  const dibuat = new Date().toISOString();
  await db
    .insertInto("pengalihan")
    .values({ dari: key, ke, dibuat })
    .onConflict((oc) => oc.column("dari").doUpdateSet({ ke }))
    .execute();
}

export async function findRedirect(db: Db, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("pengalihan")
    .select("ke")
    .where("dari", "=", key)
    .executeTakeFirst();
  return row?.ke;
}

export async function countRedirects(db: Db): Promise<number> {
  const row = await db
    .selectFrom("pengalihan")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function listRedirects(db: Db, page: Page): Promise<Array<{ dari: string; ke: string }>> {
  const query = db.selectFrom("pengalihan").select(["dari", "ke"]).orderBy("dari");
  return (page.limit === undefined ? query : query.limit(page.limit).offset(page.offset)).execute();
}
