import { localized, markLang } from "@common/i18n/content.ts";
import { langOf, messagesFor } from "@common/i18n/index.ts";
import { excerpt } from "@common/plain-text.ts";
import { siteContext } from "@common/site-context.ts";
import { ContentImage } from "~/components/content-image.tsx";
import { EmptyPlaceholder } from "~/components/empty-placeholder.tsx";
import { useLang } from "~/components/lang.tsx";
import { InnerPage } from "~/components/page-header.tsx";
import { layoutDataFrom, pageMeta } from "~/components/seo.ts";
import { UntranslatedNote } from "~/components/untranslated.tsx";
import type { Route } from "./+types/struktur";

export async function loader({ context, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const lang = langOf(url);
  const settings = await site.getSettings();
  // For the share tags only.
  const gambarSize = settings.Gambar_Struktur
    ? await site.imageSize(settings.Gambar_Struktur)
    : undefined;
  if (lang === "id") {
    return {
      siteName: site.siteName,
      gambar: settings.Gambar_Struktur,
      gambarSize,
      deskripsi: settings.Deskripsi_Kesultanan,
    };
  }
  const deskripsi = localized(settings, "Deskripsi_Kesultanan", lang);
  return {
    siteName: site.siteName,
    gambar: settings.Gambar_Struktur,
    gambarSize,
    deskripsi: deskripsi.text,
    deskripsiLang: markLang(deskripsi, lang),
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const layout = layoutDataFrom(matches);
  const t = messagesFor(layout?.lang ?? "id");
  return pageMeta(layout, {
    title: t.struktur.title,
    description: loaderData?.deskripsi
      ? excerpt(loaderData.deskripsi.replace(/\s+/g, " "), 160)
      : undefined,
    path: "/struktur-kesultanan",
    image: loaderData?.gambar || undefined,
    imageAlt: t.struktur.chartAlt(layout?.siteName ?? "Keraton Kasepuhan Cirebon"),
    imageSize: loaderData?.gambarSize,
  });
}

export default function Struktur({ loaderData }: Route.ComponentProps) {
  const { siteName, gambar, deskripsi } = loaderData;
  const deskripsiLang = "deskripsiLang" in loaderData ? loaderData.deskripsiLang : undefined;
  const { lang, t } = useLang();
  return (
    <InnerPage title={t.struktur.title} lead={t.struktur.lead(siteName)}>
      <div className="mx-auto grid max-w-6xl gap-10 px-5 py-12 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="judul-bagan">
          <h2 id="judul-bagan" className="mb-4 font-serif text-2xl text-bata">
            {t.struktur.chartHeading}
          </h2>
          {gambar ? (
            <figure className="rounded-xl border border-emas/50 bg-white p-3 shadow-sm">
              <ContentImage
                src={gambar}
                alt={t.struktur.chartAlt(siteName)}
                width={960}
                height={720}
                sizes="(min-width: 1024px) 640px, 100vw"
                priority
                className="aspect-[4/3] w-full rounded-lg bg-gading object-contain"
              />
              <figcaption className="mt-3 text-center text-sm">
                <a
                  href={gambar}
                  className="text-bata underline underline-offset-2 hover:text-bata-tua"
                >
                  {t.struktur.fullSize}
                </a>
              </figcaption>
            </figure>
          ) : (
            <EmptyPlaceholder>{t.struktur.noImage}</EmptyPlaceholder>
          )}
        </section>
        <section aria-labelledby="judul-deskripsi">
          <h2 id="judul-deskripsi" className="mb-4 font-serif text-2xl text-bata">
            {t.struktur.aboutHeading}
          </h2>
          {deskripsi && deskripsiLang ? <UntranslatedNote lang={lang} className="mb-3" /> : null}
          {deskripsi ? (
            <div className="space-y-4 leading-relaxed text-stone-800" lang={deskripsiLang}>
              {deskripsi
                .split(/\n\s*\n/)
                .filter((p) => p.trim())
                .map((paragraph) => (
                  <p key={paragraph} className="whitespace-pre-line">
                    {paragraph.trim()}
                  </p>
                ))}
            </div>
          ) : (
            <p className="text-stone-600">{t.struktur.noDescription}</p>
          )}
        </section>
      </div>
    </InnerPage>
  );
}
