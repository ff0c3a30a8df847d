import type { Statistik } from "../../common/api-types.ts";
import type { ContentKind } from "../../common/content/kind.ts";
import { todayInJakarta } from "../../common/dates.ts";
import { addDays, daysInRange } from "../../common/day-arithmetic.ts";
import { STATISTIK_MESSAGES } from "../../common/messages.ts";
import {
  STATISTIK_DEFAULT_HARI,
  STATISTIK_MAX_HARI,
  type StatistikQuery,
} from "../../common/schemas/statistik.schema.ts";
import { titlesBySlug } from "../content/core/content.repository.ts";
import { allKinds } from "../content/core/kind-list.ts";
import type { Db } from "../db/create-database.ts";
import { DomainError } from "../domain-error.ts";
import {
  type Range,
  searches,
  topValues,
  viewsByLanguage,
  viewsPerDay,
} from "./statistik.repository.ts";

const TOP_PAGES = 20;
const TOP_REFERRERS = 20;
const TOP_SEARCHES = 50;

/** The range asked for: the last 30 days (Asia/Jakarta) by default; at most 400 days. */
export function statistikRange(query: StatistikQuery, today = todayInJakarta()): Range {
  const sampai = query.sampai ?? today;
  const dari = query.dari ?? addDays(sampai, -(STATISTIK_DEFAULT_HARI - 1));
  const days = daysInRange(dari, sampai);
  if (days < 1) throw new DomainError("invalid", STATISTIK_MESSAGES.rangeReversed);
  if (days > STATISTIK_MAX_HARI) throw new DomainError("invalid", STATISTIK_MESSAGES.rangeTooLong);
  return { dari, sampai };
}

/** Names of the pages that are not one article or activity, as the site's menu calls them. */
const PAGE_NAMES: Record<string, string> = {
  "/": "Beranda",
  "/struktur-kesultanan": "Struktur Kesultanan",
  "/informasi": "Informasi",
  "/kegiatan": "Kegiatan",
  "/kunjungan": "Kunjungan",
  "/contact": "Kontak",
  "/cari": "Pencarian",
};

/** The kind and slug of an item's page (`/informasi/…`, `/en/kegiatan/…`), for every kind. */
function itemPageOf(path: string): { kind: ContentKind; slug: string } | undefined {
  const parts = path.replace(/^\/en(?=\/)/, "").split("/");
  if (parts.length !== 3 || !parts[2]) return undefined;
  const kind = allKinds().find((k) => k.publicPath === `/${parts[1]}`);
  return kind && { kind, slug: decodedSlug(parts[2]) };
}

/** Each path's title: the item's (in English on /en), else the page's name. */
async function titled(db: Db, pages: Array<{ nilai: string; tayangan: number }>) {
  const wanted = new Map<ContentKind, Set<string>>();
  for (const { nilai } of pages) {
    const item = itemPageOf(nilai);
    if (item) wanted.set(item.kind, (wanted.get(item.kind) ?? new Set()).add(item.slug));
  }
  const titles = new Map(
    await Promise.all(
      [...wanted].map(
        async ([kind, slugs]) => [kind, await titlesBySlug(db, kind, [...slugs])] as const,
      ),
    ),
  );
  return pages.map(({ nilai, tayangan }) => {
    const english = nilai === "/en" || nilai.startsWith("/en/");
    const page = itemPageOf(nilai);
    let judul: string;
    if (page) {
      const item = titles.get(page.kind)?.get(page.slug);
      const kindName = PAGE_NAMES[page.kind.publicPath] ?? page.kind.backoffice.title;
      // An item since removed or renamed keeps its old address: named by it.
      judul = item ? (english && item.judul_en) || item.judul : `${kindName}: ${page.slug}`;
    } else {
      const name = PAGE_NAMES[english ? nilai.slice(3) || "/" : nilai] ?? nilai;
      judul = english ? `${name} (English)` : name;
    }
    return { path: nilai, judul, tayangan };
  });
}

function decodedSlug(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Every day of the range, with 0 where nothing was counted. */
function everyDay(range: Range, counted: Array<{ hari: string; tayangan: number }>) {
  const byDay = new Map(counted.map((d) => [d.hari, d.tayangan]));
  const out: Statistik["harian"] = [];
  for (let i = 0; i < daysInRange(range.dari, range.sampai); i++) {
    const tanggal = addDays(range.dari, i);
    out.push({ tanggal, tayangan: byDay.get(tanggal) ?? 0 });
  }
  return out;
}

/** The statistics of a range, as `GET /api/statistik` answers them. */
export async function readStatistik(db: Db, range: Range): Promise<Statistik> {
  const [perDay, pages, referrers, devices, bahasa, pencarian] = await Promise.all([
    viewsPerDay(db, range),
    topValues(db, "halaman", range, TOP_PAGES),
    topValues(db, "perujuk", range, TOP_REFERRERS),
    topValues(db, "perangkat", range, 3),
    viewsByLanguage(db, range),
    searches(db, range, TOP_SEARCHES),
  ]);
  const perangkat = { ponsel: 0, tablet: 0, desktop: 0 };
  for (const d of devices) {
    if (d.nilai in perangkat) perangkat[d.nilai as keyof typeof perangkat] = d.tayangan;
  }
  return {
    harian: everyDay(range, perDay),
    halaman: await titled(db, pages),
    perujuk: referrers.map((r) => ({ host: r.nilai, tayangan: r.tayangan })),
    perangkat,
    bahasa,
    pencarian,
  };
}
