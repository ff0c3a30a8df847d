// The palace's calendar as iCalendar files a calendar app subscribes to: /agenda.ics (every
// published occurrence from 30 days ago to two years ahead) and /agenda/{slug}.ics (one item's),
// in Indonesian and under /en in English. Made once per content version and day, like the pages.
import type { Context } from "hono";
import { Hono } from "hono";
import { eveningEnd, eveningStart, occasionLine } from "../../common/agenda/agenda-dates.ts";
import { addDays } from "../../common/agenda/occurrences.ts";
import { todayInJakarta } from "../../common/dates.ts";
import { localized } from "../../common/i18n/content.ts";
import type { Lang } from "../../common/i18n/index.ts";
import { htmlToPlainText } from "../../common/plain-text.ts";
import type { AppDeps } from "../app-deps.ts";
import type { AppEnv } from "../http/app-env.ts";
import { requestHeader } from "../http/request-header.ts";
import { sendAsIs } from "../http/send-as-is.ts";
import { PageCache, pageAnswer, preparePage, type RenderedPage } from "../pages/page-cache.ts";
import { PageOrigins } from "../pages/page-origins.ts";
import {
  findAgendaRowBySlug,
  type KejadianWithSource,
  listKejadianWithSource,
} from "./agenda.service.ts";
import { type CalendarEvent, calendarFile } from "./calendar-file.ts";

/** The addresses of the calendar files, as the routes below match them. */
const CALENDAR_FILE_PATH = /^(?:\/en)?\/agenda(?:\/[^/]+)?\.ics$/;

/** The days a calendar file covers, around today. */
export const CALENDAR_DAYS_BEFORE = 30;
export const CALENDAR_DAYS_AFTER = 730;

/** Stable across edits and moves: the item's id and the day its rule computes. */
export function calendarUid(agendaId: number, asal: string): string {
  return `agenda-${agendaId}-${asal}@keraton-kasepuhan-cirebon`;
}

const WORDS = {
  id: { name: (site: string) => `Agenda ${site}`, description: "Upacara dan acara keraton" },
  en: {
    name: (site: string) => `${site} calendar`,
    description: "The palace's ceremonies and events",
  },
} as const;

function eventOf(k: KejadianWithSource, lang: Lang, origin: string): CalendarEvent {
  const { item, occurrence, change } = k;
  const path = `${lang === "en" ? "/en" : ""}/agenda/${item.slug}`;
  const url = new URL(path, `${origin}/`).href;
  const evening = { ...occurrence, malam: item.malam };
  const description = [
    occasionLine(evening, lang),
    htmlToPlainText(localized(item, "deskripsi", lang).text),
    url,
  ]
    .filter(Boolean)
    .join("\n\n");
  const diubah =
    change && change.updated_at > item.updated_at ? change.updated_at : item.updated_at;
  return {
    uid: calendarUid(item.id, occurrence.asal),
    sequence: change?.sequence ?? 0,
    summary: localized(item, "judul", lang).text,
    description,
    location: localized(item, "lokasi", lang).text,
    url,
    tanggal: eveningStart(evening),
    tanggal_selesai: eveningEnd(evening),
    jam_mulai: item.jam_mulai,
    jam_selesai: item.jam_selesai,
    status: occurrence.dibatalkan ? "dibatalkan" : occurrence.perkiraan ? "perkiraan" : "terjadwal",
    diubah,
  };
}

export function calendarRouter(deps: AppDeps) {
  const cache = new PageCache(200, 8 * 1024 * 1024);
  const origins = new PageOrigins(deps.config.PUBLIC_URL);
  const version = () => `${deps.contentChanges.version}|${todayInJakarta()}`;

  /** The file for this request, or undefined when the item is unknown (a 404 page follows). */
  async function render(url: URL, lang: Lang, slug: string | undefined) {
    const today = todayInJakarta();
    const from = addDays(today, -CALENDAR_DAYS_BEFORE);
    const to = addDays(today, CALENDAR_DAYS_AFTER);
    const item = slug === undefined ? undefined : await findAgendaRowBySlug(deps.db, slug);
    if (slug !== undefined && !item) return preparePage(404, [], "");
    const origin = origins.linksFor(url);
    const occurrences = await listKejadianWithSource(deps.db, from, to, item);
    const words = WORDS[lang];
    const name = item ? localized(item, "judul", lang).text : words.name(deps.config.SITE_NAME);
    const text = calendarFile({
      name,
      description: item ? name : words.description,
      host: new URL(origin).host,
      events: occurrences.map((k) => eventOf(k, lang, origin)),
    });
    return preparePage(200, [["content-type", "text/calendar; charset=utf-8"]], text);
  }

  const answer =
    (lang: Lang, slugOf: (c: Context<AppEnv>) => string | undefined) =>
    async (c: Context<AppEnv>, next: () => Promise<void>) => {
      const url = new URL(c.req.url);
      const slug = slugOf(c);
      const make = () => render(url, lang, slug);
      const page = origins.cacheable(url)
        ? await cache.getOrRender(
            `${origins.linksFor(url)}${url.pathname}`,
            version(),
            version,
            make,
            (p) => p.status === 200,
          )
        : await make();
      // An unknown item: the site's own 404 page answers.
      if (page.status === 404) return next();
      return sendAsIs(
        c,
        pageAnswer(page, {
          method: c.req.method,
          nonce: "",
          acceptEncoding: requestHeader(c, "accept-encoding"),
          ifNoneMatch: requestHeader(c, "if-none-match"),
        }),
      );
    };

  /** The file kept for a GET or HEAD of this address now, if any: the fast path answers it. */
  function fresh(url: URL): RenderedPage | undefined {
    if (!CALENDAR_FILE_PATH.test(url.pathname) || !origins.cacheable(url)) return undefined;
    return cache.fresh(`${origins.linksFor(url)}${url.pathname}`, version());
  }

  const slugParam = (c: Context<AppEnv>) => c.req.param("file")?.replace(/\.ics$/, "");
  const router = new Hono<AppEnv>()
    .get(
      "/agenda.ics",
      answer("id", () => undefined),
    )
    .get(
      "/en/agenda.ics",
      answer("en", () => undefined),
    )
    .get("/agenda/:file{[^/]+\\.ics}", answer("id", slugParam))
    .get("/en/agenda/:file{[^/]+\\.ics}", answer("en", slugParam));
  return Object.assign(router, { fresh });
}

export type CalendarFiles = ReturnType<typeof calendarRouter>;
