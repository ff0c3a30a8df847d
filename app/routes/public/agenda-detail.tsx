import { eventJsonLd } from "@common/agenda/event-json-ld.ts";
import { hasEnglishPage, localized, markLang } from "@common/i18n/content.ts";
import { langOf, localePath, messagesFor } from "@common/i18n/index.ts";
import { imageAlt, imageCaption } from "@common/image-alt.ts";
import { excerpt, htmlToPlainText } from "@common/plain-text.ts";
import { siteContext } from "@common/site-context.ts";
import { data, redirect } from "react-router";
import { OccurrenceDate, occurrenceLine } from "~/components/agenda-occurrence.tsx";
import { DetailPhoto } from "~/components/detail-photo.tsx";
import { useLang } from "~/components/lang.tsx";
import {
  DEFAULT_SHARE_IMAGE,
  documentTitle,
  layoutDataFrom,
  pageMeta,
  usePublicLayoutData,
} from "~/components/seo.ts";
import { DocumentTitle, UntranslatedNote } from "~/components/untranslated.tsx";
import type { Route } from "./+types/agenda-detail";

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const lang = langOf(url);
  const found = await site.getAgendaBySlug(params.slug);
  if (!found) throw data({ message: messagesFor(lang).errors.agendaNotFound }, { status: 404 });
  // An earlier slug: the address moved for good.
  if (found.slug !== params.slug) {
    throw redirect(localePath(lang, `/agenda/${encodeURIComponent(found.slug)}`), 301);
  }
  const judul = localized(found, "judul", lang);
  const deskripsi = localized(found, "deskripsi", lang);
  const lokasi = localized(found, "lokasi", lang);
  const caption = localized(found, "keterangan_gambar", lang);
  const pageUrl = new URL(localePath(lang, `/agenda/${found.slug}`), `${site.origin}/`).href;
  const ringkasan = excerpt(htmlToPlainText(deskripsi.text), 160);
  const next = found.kejadian[0];
  const settings = await site.getSettings();
  const jsonLd = next
    ? eventJsonLd({
        name: judul.text,
        description: ringkasan || judul.text,
        images: [new URL(found.gambar || DEFAULT_SHARE_IMAGE, `${site.origin}/`).href],
        url: pageUrl,
        kejadian: next,
        lokasi: lokasi.text,
        alamat: settings.Alamat,
        siteName: site.siteName,
        origin: site.origin,
        lang,
      })
    : undefined;
  return {
    item: {
      slug: found.slug,
      judul: judul.text,
      deskripsi: deskripsi.text,
      lokasi: lokasi.text,
      gambar: found.gambar,
      keterangan_gambar: caption.text,
    },
    judulLang: markLang(judul, lang),
    deskripsiLang: markLang(deskripsi, lang),
    lokasiLang: markLang(lokasi, lang),
    captionLang: markLang(caption, lang),
    kejadian: found.kejadian.map((k) => ({ key: k.tanggal_asal, ...occurrenceLine(k) })),
    ringkasan,
    jsonLd,
    gambarSize: found.gambar ? await site.imageSize(found.gambar) : undefined,
    untranslated: !hasEnglishPage(found),
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { item, ringkasan, jsonLd } = loaderData;
  return pageMeta(layoutDataFrom(matches), {
    title: item.judul,
    description: ringkasan,
    path: `/agenda/${item.slug}`,
    image: item.gambar || undefined,
    imageAlt: imageAlt(item),
    imageSize: loaderData.gambarSize,
    untranslated: loaderData.untranslated,
    titleLang: loaderData.judulLang,
    jsonLd: jsonLd ? [jsonLd] : [],
  });
}

export default function AgendaDetail({ loaderData }: Route.ComponentProps) {
  const { item, kejadian, judulLang, deskripsiLang, lokasiLang, captionLang } = loaderData;
  const { lang, t, href } = useLang();
  const words = t.agenda;
  const layout = usePublicLayoutData();
  const [next, ...later] = kejadian;
  return (
    <main id="konten" className="flex-1">
      <DocumentTitle text={documentTitle(layout, { title: item.judul })} lang={judulLang} />
      <article className="mx-auto max-w-3xl px-5 py-10">
        <p className="mb-2 text-sm font-semibold uppercase tracking-[0.2em] text-emas-tua">
          <a href={href("/agenda")} className="hover:underline">
            {words.kicker}
          </a>
        </p>
        <h1 className="font-serif text-3xl leading-tight text-bata sm:text-4xl" lang={judulLang}>
          {item.judul}
        </h1>
        {judulLang || deskripsiLang ? <UntranslatedNote lang={lang} className="mt-2" /> : null}
        <div className="mt-5 space-y-3 rounded-xl border border-emas/50 bg-white p-5 shadow-sm">
          <dl className="space-y-3">
            <div>
              <dt className="text-sm font-semibold text-stone-600">{words.when}</dt>
              <dd>
                {next ? <OccurrenceDate k={next} /> : <p>{words.noNext}</p>}
                {next?.perkiraan ? (
                  <p className="mt-2 text-sm text-stone-700">{words.perkiraanNote}</p>
                ) : null}
              </dd>
            </div>
            {item.lokasi ? (
              <div>
                <dt className="text-sm font-semibold text-stone-600">{words.where}</dt>
                <dd lang={lokasiLang}>{item.lokasi}</dd>
              </div>
            ) : null}
          </dl>
          <p>
            <a
              href={href(`/agenda/${item.slug}.ics`)}
              type="text/calendar"
              className="inline-flex items-center gap-2 rounded-md border-2 border-bata px-4 py-2 font-semibold text-bata hover:bg-bata hover:text-white"
            >
              {words.addToCalendar}
            </a>
          </p>
        </div>
        {item.gambar ? (
          <DetailPhoto
            src={item.gambar}
            alt={imageAlt(item)}
            caption={imageCaption(item)}
            captionLang={captionLang}
            sizes="(min-width: 768px) 720px, 100vw"
          />
        ) : null}
        <div
          className="rich-text mt-8 text-[1.05rem] text-stone-800"
          lang={deskripsiLang}
          dangerouslySetInnerHTML={{ __html: item.deskripsi }}
        />
        {later.length ? (
          <section aria-labelledby="judul-jadwal" className="mt-10">
            <h2 id="judul-jadwal" className="mb-4 font-serif text-2xl text-bata">
              {words.nextHeading}
            </h2>
            <ul className="space-y-2">
              {later.map((k) => (
                <li key={k.key} className="border-b border-emas/30 pb-2 last:border-0">
                  <OccurrenceDate k={k} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <p className="mt-10 border-t border-emas/40 pt-6">
          <a
            href={href("/agenda")}
            className="inline-flex items-center gap-2 rounded-md border-2 border-bata px-4 py-2 font-semibold text-bata hover:bg-bata hover:text-white"
          >
            <span aria-hidden="true">←</span> {words.title}
          </a>
        </p>
      </article>
    </main>
  );
}
