import type { Statistik } from "../../common/api-types.ts";
import { todayInJakarta } from "../../common/dates.ts";
import { addDays, daysInRange } from "../../common/day-arithmetic.ts";
import { STATISTIK_MESSAGES } from "../../common/messages.ts";
import {
  STATISTIK_DEFAULT_HARI,
  STATISTIK_MAX_HARI,
  type StatistikQuery,
} from "../../common/schemas.ts";
import type { Db } from "../db/create-database.ts";
import { DomainError } from "../domain-error.ts";
import {
  type Range,
  searches,
  titlesBySlug,
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

const ITEM_PAGE = /^(\/en)?\/(informasi|kegiatan)\/([^/]+)$/;

/** Each path's title: the article's or activity's (in English on /en), else the page's name. */
async function titled(db: Db, pages: Array<{ nilai: string; tayangan: number }>) {
  const slugs = { informasi: new Set<string>(), kegiatan: new Set<string>() };
  for (const { nilai } of pages) {
    const match = ITEM_PAGE.exec(nilai);
    if (match) slugs[match[2] as "informasi" | "kegiatan"].add(decodedSlug(match[3] ?? ""));
  }
  const [informasi, kegiatan] = await Promise.all([
    titlesBySlug(db, "informasi", [...slugs.informasi]),
    titlesBySlug(db, "dokumentasi", [...slugs.kegiatan]),
  ]);
  return pages.map(({ nilai, tayangan }) => {
    const english = nilai === "/en" || nilai.startsWith("/en/");
    const match = ITEM_PAGE.exec(nilai);
    let judul: string;
    if (match) {
      const slug = decodedSlug(match[3] ?? "");
      const item = (match[2] === "informasi" ? informasi : kegiatan).get(slug);
      const kind = match[2] === "informasi" ? "Informasi" : "Kegiatan";
      // An item since removed or renamed keeps its old address: named by it.
      judul = item ? (english && item.judul_en) || item.judul : `${kind}: ${slug}`;
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
