import { eveningStart } from "@common/agenda/agenda-dates.ts";
import { localized, markLang } from "@common/i18n/content.ts";
import { type Lang, langOf, localePath, messagesFor } from "@common/i18n/index.ts";
import { siteContext } from "@common/site-context.ts";
import { OccurrenceDate, occurrenceLine } from "~/components/agenda-occurrence.tsx";
import { Island } from "~/components/islands/island.tsx";
import { islandLang, useLang } from "~/components/lang.tsx";
import { LanggananSection } from "~/components/langganan-form.tsx";
import { InnerPage } from "~/components/page-header.tsx";
import { layoutDataFrom, pageMeta } from "~/components/seo.ts";
import { UntranslatedNote } from "~/components/untranslated.tsx";
import type { Route } from "./+types/agenda-list";

const MONTH: Record<Lang, Intl.DateTimeFormat> = {
  id: new Intl.DateTimeFormat("id", { month: "long", year: "numeric", timeZone: "UTC" }),
  en: new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }),
};

/** "September 2026" of a `YYYY-MM` month. */
function monthName(month: string, lang: Lang): string {
  return MONTH[lang].format(new Date(`${month}-15T12:00:00Z`));
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const lang = langOf(url);
  const occurrences = await site.listAgenda();
  const entries = occurrences.map((k) => {
    const judul = localized(k, "judul", lang);
    const lokasi = localized(k, "lokasi", lang);
    return {
      key: `${k.agenda_id}-${k.tanggal_asal}`,
      slug: k.slug,
      judul: judul.text,
      judulLang: markLang(judul, lang),
      lokasi: lokasi.text,
      lokasiLang: markLang(lokasi, lang),
      kejadian: occurrenceLine(k),
    };
  });
  const months: Array<{ month: string; name: string; items: typeof entries }> = [];
  for (const entry of entries) {
    // An evening rite of the evening before belongs to the month of that evening.
    const month = eveningStart(entry.kejadian).slice(0, 7);
    const last = months.at(-1);
    if (last?.month === month) last.items.push(entry);
    else months.push({ month, name: monthName(month, lang), items: [entry] });
  }
  return {
    months,
    anyPerkiraan: occurrences.some((k) => k.perkiraan && !k.dibatalkan),
    calendarUrl: new URL(localePath(lang, "/agenda.ics"), `${site.origin}/`).href,
  };
}

export function meta({ matches }: Route.MetaArgs) {
  const layout = layoutDataFrom(matches);
  const t = messagesFor(layout?.lang ?? "id").agenda;
  return [
    ...pageMeta(layout, { title: t.title, description: t.description, path: "/agenda" }),
    {
      tagName: "link",
      rel: "alternate",
      type: "text/calendar",
      title: t.subscribe,
      href: localePath(layout?.lang ?? "id", "/agenda.ics"),
    },
  ];
}

export default function AgendaList({ loaderData }: Route.ComponentProps) {
  const { months, anyPerkiraan, calendarUrl } = loaderData;
  const { lang, t, href } = useLang();
  const words = t.agenda;
  return (
    <InnerPage title={words.title} lead={words.lead}>
      <div className="mx-auto max-w-4xl px-5 py-10">
        <Island name="calendarSubscribe" props={{ url: calendarUrl, ...islandLang(lang) }} />
        {anyPerkiraan ? <p className="mb-6 text-stone-700">{words.perkiraanNote}</p> : null}
        <h2 className="sr-only">{words.listHeading}</h2>
        {months.length === 0 ? (
          <p className="rounded-xl border border-dashed border-emas bg-white p-8 text-center text-stone-600">
            {words.empty}
          </p>
        ) : (
          months.map((month) => (
            <section key={month.month} aria-labelledby={`bulan-${month.month}`} className="mb-10">
              <h3
                id={`bulan-${month.month}`}
                className="mb-4 border-b border-emas/50 pb-2 font-serif text-2xl text-bata"
              >
                {month.name}
              </h3>
              <ul className="space-y-4">
                {month.items.map((item) => (
                  <li
                    key={item.key}
                    className="rounded-xl border border-emas/40 bg-white p-4 shadow-sm"
                  >
                    <h4 className="font-serif text-xl" lang={item.judulLang}>
                      <a
                        href={href(`/agenda/${item.slug}`)}
                        className={`text-bata hover:underline ${item.kejadian.dibatalkan ? "line-through" : ""}`}
                      >
                        {item.judul}
                      </a>
                    </h4>
                    <OccurrenceDate k={item.kejadian} className="mt-1" />
                    {item.lokasi ? (
                      <p className="mt-1 text-stone-700" lang={item.lokasiLang}>
                        {item.lokasi}
                      </p>
                    ) : null}
                    {item.judulLang && lang === "en" ? (
                      <UntranslatedNote lang={lang} className="mt-1" />
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </div>
      <LanggananSection place="agenda" />
    </InnerPage>
  );
}
