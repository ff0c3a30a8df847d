/** Items per page on the public lists (`/informasi`, `/kegiatan`). */
export const PUBLIC_PAGE_SIZE = 12;

/** `?halaman=` of a public list: 1 when absent, undefined when it names no page (a 404). */
export function readHalaman(url: URL): number | undefined {
  const raw = url.searchParams.get("halaman");
  if (raw === null) return 1;
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : undefined;
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PUBLIC_PAGE_SIZE));
}

/** Address of one page of a list: page 1 is the list's own address. */
export function halamanHref(path: string, halaman: number): string {
  return halaman <= 1 ? path : `${path}?halaman=${halaman}`;
}
