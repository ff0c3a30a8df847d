import type { Kunjungan, PengecualianJam } from "@common/api-types.ts";
import { todayInJakarta } from "@common/dates.ts";
import { localized, markLang } from "@common/i18n/content.ts";
import { englishFormAnswer } from "@common/i18n/form-answer.ts";
import {
  formatDateLongIn,
  formatDayHoursIn,
  formatHoursIn,
  formatPriceIn,
} from "@common/i18n/format.ts";
import { type Lang, langOf, localePath, messagesFor } from "@common/i18n/index.ts";
import { hasNoHours, hoursOn } from "@common/kunjungan.ts";
import { directionsUrl, mapPinOf } from "@common/map-pin.ts";
import { MESSAGES } from "@common/messages.ts";
import { type FormAnswer, siteContext } from "@common/site-context.ts";
import { data, redirect } from "react-router";
import { useLang } from "~/components/lang.tsx";
import { InnerPage } from "~/components/page-header.tsx";
import { ReservasiForm, type ReservasiFormState } from "~/components/reservasi-form.tsx";
import { layoutDataFrom, pageMeta, palaceJsonLd } from "~/components/seo.ts";
import { RichText } from "~/components/untranslated.tsx";
import type { Route } from "./+types/kunjungan";

/**
 * After a request was sent: `?terkirim` in the address the form redirected to. The same generic
 * confirmation for everyone (it names no request), and reloading it sends nothing again.
 */
const SENT_PARAM = "terkirim";

function sentConfirmation(lang: Lang): ReservasiFormState {
  const sent: FormAnswer = { ok: true, status: 201, message: MESSAGES.reservasiSent };
  return lang === "en" ? englishFormAnswer(sent) : sent;
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const lang = langOf(url);
  const kunjungan = await site.getKunjungan();
  const sent = url.searchParams.has(SENT_PARAM);
  return {
    sent: sent ? sentConfirmation(lang) : undefined,
    siteName: site.siteName,
    kunjungan: lang === "id" ? kunjungan : inEnglishPage(kunjungan),
    directions: directionsUrl(mapPinOf(await site.getSettings())),
    today: todayInJakarta(),
  };
}

/**
 * The visit page's words for an English page: English ticket names, notes and directions where
 * the staff wrote them, else the Indonesian ones with the language they are in.
 */
function inEnglishPage(kunjungan: Kunjungan) {
  const catatan = localized(kunjungan, "catatan", "en");
  const petunjuk = localized(kunjungan, "petunjuk", "en");
  return {
    jam: kunjungan.jam,
    pengecualian: kunjungan.pengecualian,
    tiket: kunjungan.tiket.map((t) => {
      const kategori = localized(t, "kategori", "en");
      return { ...t, kategori: kategori.text, kategoriLang: markLang(kategori, "en") };
    }),
    catatan: catatan.text,
    petunjuk: petunjuk.text,
    catatanLang: catatan.lang,
    petunjukLang: petunjuk.lang,
  };
}

/**
 * The group visit form posted without JavaScript (or with it: the page answers the same). Sent:
 * a 303 to the confirmation, so reloading it does not send the request again. Refused: this
 * page with the reasons and everything typed.
 */
export async function action({ context, request, url }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const lang = langOf(url);
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") values[key] = value;
  const sent = await site.sendReservasi(values, lang);
  if (sent.ok) {
    return redirect(`${localePath(lang, "/kunjungan")}?${SENT_PARAM}=1#reservasi`, 303);
  }
  // The same rules as the API; an English page tells the outcome in English.
  const answer = lang === "en" ? englishFormAnswer(sent) : sent;
  return data({ ...answer, values }, { status: answer.status });
}

export function meta({ matches }: Route.MetaArgs) {
  const layout = layoutDataFrom(matches);
  const t = messagesFor(layout?.lang ?? "id").kunjungan;
  return pageMeta(layout, {
    title: t.title,
    description: t.description,
    path: "/kunjungan",
    jsonLd: layout ? [palaceJsonLd(layout)] : [],
  });
}

/**
 * Coming dates with their own hours: closed for a ceremony, or open into the night. Today's, if
 * any, is marked as today's hours (the weekday's row above then is not).
 */
function SpecialDates({ pengecualian, today }: { pengecualian: PengecualianJam[]; today: string }) {
  const { lang, t } = useLang();
  if (pengecualian.length === 0) return null;
  return (
    <div className="mt-6">
      <h3 className="mb-2 font-serif text-xl text-bata">{t.kunjungan.specialHoursHeading}</h3>
      <ul className="space-y-2">
        {pengecualian.map((p) => {
          const note = localized(p, "keterangan", lang);
          const isToday = p.tanggal === today;
          return (
            <li
              key={p.tanggal}
              aria-current={isToday ? "date" : undefined}
              className={`border-b border-emas/30 pb-2 last:border-0 ${isToday ? "-mx-2 rounded bg-gading-tua px-2 pt-2 font-semibold" : ""}`}
            >
              <span className="block font-semibold">
                {formatDateLongIn(lang, p.tanggal)}
                {isToday ? (
                  <span className="ml-2 text-sm text-bata">{t.kunjungan.today}</span>
                ) : null}
              </span>
              <span className={p.buka ? "" : "text-bata"}>{formatHoursIn(lang, p)}</span>
              {note.text ? (
                <span className="text-stone-700" lang={markLang(note, lang)}>
                  {" "}
                  — {note.text}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Card({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-emas/50 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={id} className="mb-4 font-serif text-2xl text-bata">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function KunjunganPage({ loaderData, actionData }: Route.ComponentProps) {
  const { siteName, kunjungan, today, directions, sent } = loaderData;
  // Today's own hours, when it has them, are today's; else its weekday's row is.
  const todays = hoursOn(kunjungan, today);
  const hari = todays?.pengecualian ? undefined : todays?.hari;
  const { lang, t: all, href } = useLang();
  const t = all.kunjungan;
  const catatanLang = ("catatanLang" in kunjungan && kunjungan.catatanLang) || lang;
  const petunjukLang = ("petunjukLang" in kunjungan && kunjungan.petunjukLang) || lang;
  return (
    <InnerPage title={t.title} lead={t.lead(siteName)}>
      <div className="mx-auto grid max-w-6xl gap-6 px-5 py-10 lg:grid-cols-2">
        <Card id="judul-jam" title={t.hoursHeading}>
          {hasNoHours(kunjungan) ? (
            <p className="text-stone-700">{t.noHours}</p>
          ) : (
            <table className="w-full text-lg">
              <caption className="sr-only">{t.hoursCaption}</caption>
              <tbody>
                {kunjungan.jam.map((j) => {
                  const isToday = j.hari === hari;
                  return (
                    <tr
                      key={j.hari}
                      aria-current={isToday ? "date" : undefined}
                      className={`border-b border-emas/30 last:border-0 ${isToday ? "bg-gading-tua font-semibold" : ""}`}
                    >
                      <th scope="row" className="py-2 pl-2 text-left font-normal">
                        {t.days[j.hari]}
                        {isToday ? <span className="ml-2 text-sm text-bata">{t.today}</span> : null}
                      </th>
                      <td
                        className={`py-2 pr-2 text-right tabular-nums ${j.buka ? "" : "text-bata"}`}
                      >
                        {formatDayHoursIn(lang, j)}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
          <SpecialDates pengecualian={kunjungan.pengecualian ?? []} today={today} />
        </Card>
        <Card id="judul-tiket" title={t.ticketsHeading}>
          {kunjungan.tiket.length === 0 ? (
            <p className="text-stone-700">{t.noTickets}</p>
          ) : (
            <table className="w-full text-lg">
              <caption className="sr-only">{t.ticketsCaption}</caption>
              <tbody>
                {kunjungan.tiket.map((tiket) => (
                  <tr key={tiket.kategori} className="border-b border-emas/30 last:border-0">
                    <th
                      scope="row"
                      className="py-2 pl-2 text-left font-normal"
                      lang={"kategoriLang" in tiket ? tiket.kategoriLang : undefined}
                    >
                      {tiket.kategori}
                    </th>
                    <td className="py-2 pr-2 text-right font-semibold tabular-nums">
                      {formatPriceIn(lang, tiket.harga)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Card>
        {kunjungan.catatan.trim() ? (
          <Card id="judul-catatan" title={t.notesHeading}>
            <RichText
              html={kunjungan.catatan}
              contentLang={catatanLang}
              pageLang={lang}
              className="rich-text"
            />
          </Card>
        ) : null}
        <Card id="judul-arah" title={t.directionsHeading}>
          {kunjungan.petunjuk.trim() ? (
            <RichText
              html={kunjungan.petunjuk}
              contentLang={petunjukLang}
              pageLang={lang}
              className="rich-text"
            />
          ) : null}
          <p className="mt-4 flex flex-wrap gap-3">
            <a
              href={directions}
              className="rounded-md bg-bata px-5 py-2.5 font-semibold text-white hover:bg-bata-tua"
            >
              {t.directions}
            </a>
            <a
              href={href("/contact")}
              className="rounded-md border-2 border-bata px-5 py-2 font-semibold text-bata hover:bg-bata hover:text-white"
            >
              {t.contactAndMap}
            </a>
          </p>
        </Card>
      </div>
      <section
        id="reservasi"
        aria-labelledby="judul-reservasi"
        className="scroll-mt-20 border-t lg:scroll-mt-32 border-emas/40 bg-white"
      >
        <div className="mx-auto max-w-3xl px-5 py-12">
          <h2 id="judul-reservasi" className="font-serif text-3xl text-bata">
            {t.groupHeading}
          </h2>
          <p className="mt-3 text-stone-700">{t.groupLead}</p>
          <div className="mt-6">
            <ReservasiForm
              state={actionData ?? sent}
              today={today}
              lang={lang}
              action={`${localePath(lang, "/kunjungan")}#reservasi`}
            />
          </div>
          <p className="mt-6 text-sm text-stone-600">{t.groupPrivacy}</p>
        </div>
      </section>
    </InnerPage>
  );
}
