import { pageCount, readHalaman } from "@common/paging.ts";
import { data } from "react-router";

/**
 * The page of a public list that the address asks for (`?halaman=`), with how many pages there
 * are; an address with no such page answers 404.
 */
export async function listPageOr404<P extends { total: number }>(
  url: URL,
  fetchPage: (halaman: number) => Promise<P>,
): Promise<P & { halaman: number; pages: number }> {
  const halaman = readHalaman(url);
  if (!halaman) throw data(null, { status: 404 });
  const page = await fetchPage(halaman);
  const pages = pageCount(page.total);
  if (halaman > pages) throw data(null, { status: 404 });
  return { ...page, halaman, pages };
}
