import type { Statistik } from "../../common/api-types.ts";

/**
 * One field as RFC 4180 writes it: quoted when it holds a comma, quote or line break, quotes
 * doubled. A field a spreadsheet would read as a formula (= + - @ first) is kept as text.
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (fields: ReadonlyArray<string | number>) => `${fields.map(csvField).join(",")}\r\n`;

/**
 * The statistics as one CSV table a spreadsheet opens: each row names its part (`bagian`), what it
 * counts (`nama`), a page's title, the count and, for searches, the results found. A byte order
 * mark first, so spreadsheets read it as UTF-8.
 */
export function statistikCsv(s: Statistik): string {
  const rows: Array<Array<string | number>> = [["bagian", "nama", "judul", "jumlah", "hasil"]];
  for (const d of s.harian) rows.push(["harian", d.tanggal, "", d.tayangan, ""]);
  for (const p of s.halaman) rows.push(["halaman", p.path, p.judul, p.tayangan, ""]);
  for (const r of s.perujuk) rows.push(["perujuk", r.host, "", r.tayangan, ""]);
  for (const [name, n] of Object.entries(s.perangkat)) rows.push(["perangkat", name, "", n, ""]);
  for (const [name, n] of Object.entries(s.bahasa)) rows.push(["bahasa", name, "", n, ""]);
  for (const q of s.pencarian) rows.push(["pencarian", q.q, "", q.jumlah, q.hasil]);
  return `\uFEFF${rows.map(csvLine).join("")}`;
}
