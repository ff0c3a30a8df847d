import { localized } from "@common/i18n/content.ts";
import { type Lang, langOf, messagesFor } from "@common/i18n/index.ts";
import { excerpt, htmlToPlainText } from "@common/plain-text.ts";
import { type SiteData, siteContext } from "@common/site-context.ts";
import type { TranslatableField } from "@common/translation.ts";
import { OccurrenceDate, occurrenceLine } from "~/components/agenda-occurrence.tsx";
import { ContentImage } from "~/components/content-image.tsx";
import { Island } from "~/components/islands/island.tsx";
import { KegiatanCard } from "~/components/kegiatan-card.tsx";
import { islandLang, useLang } from "~/components/lang.tsx";
import { SectionHeading } from "~/components/page-header.tsx";
import { layoutDataFrom, pageMeta, palaceJsonLd } from "~/components/seo.ts";
import { RichText } from "~/components/untranslated.tsx";
import { misiToHtml, VisiMisi } from "~/components/visi-misi.tsx";
import { kindCard, kindWords } from "~/lib/kind-cards.ts";
import type { Route } from "./+types/home";

export async function loader({ context, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const lang = langOf(url);
  const [sejarah, silsilah, visi, misi, dokumentasi, heroSlides, settings, coming] =
    await Promise.all([
      site.getText("sejarah"),
      site.getText("silsilah"),
      site.getText("visi"),
      site.getText("misi"),
      site.pageDokumentasi(1),
      site.listHeroSlides(),
      site.getSettings(),
      site.listAgenda(),
    ]);
  const kinds = await kindSections(site, lang);
  // The next three occurrences: plain data, each title in the page's language where written.
  const agenda = coming.slice(0, 3).map((k) => {
    const judul = localized(k, "judul", lang);
    return {
      key: `${k.agenda_id}-${k.tanggal_asal}`,
      slug: k.slug,
      judul: judul.text,
      judulLang: judul.lang === lang ? undefined : judul.lang,
      kejadian: occurrenceLine(k),
    };
  });
  if (lang === "id") {
    return {
      agenda,
      kinds,
      siteName: site.siteName,
      // No staff pictures: the banner shows the shipped ones.
      heroSlides: heroSlides.map((slide) => ({
        src: slide.gambar,
        alt: slide.keterangan || site.siteName,
      })),
      // Empty settings keep the shipped welcome text and photo.
      sambutan: { html: settings.Teks_Sambutan, gambar: settings.Gambar_Sambutan },
      sejarah: sejarah.content,
      silsilah: silsilah.content,
      visi: visi.content,
      misi: misiToHtml(misi),
      // The newest page of activities; the row's props travel in the page, so plain text only.
      dokumentasi: dokumentasi.items.map(
        ({ id, slug, judul, deskripsi, gambar, keterangan_gambar }) => ({
          id,
          slug,
          judul,
          deskripsi: excerpt(htmlToPlainText(deskripsi), 200),
          gambar,
          keterangan_gambar,
        }),
      ),
    };
  }
  // English: each text's English version where the staff wrote one, else the Indonesian text,
  // with the language it is in so the page can mark it.
  const inLang = <T extends object>(item: T, field: TranslatableField<T>) =>
    localized(item, field, lang);
  const sambutan = inLang(settings, "Teks_Sambutan");
  const misiEn = inLang(misi, "content");
  const texts = {
    sejarah: inLang(sejarah, "content"),
    silsilah: inLang(silsilah, "content"),
    visi: inLang(visi, "content"),
    misi: misiEn.lang === "en" ? misiEn : { text: misiToHtml(misi), lang: "id" as Lang },
  };
  return {
    agenda,
    kinds,
    siteName: site.siteName,
    heroSlides: heroSlides.map((slide) => ({
      src: slide.gambar,
      alt: inLang(slide, "keterangan").text || site.siteName,
    })),
    sambutan: { html: sambutan.text, gambar: settings.Gambar_Sambutan, lang: sambutan.lang },
    sejarah: texts.sejarah.text,
    silsilah: texts.silsilah.text,
    visi: texts.visi.text,
    misi: texts.misi.text,
    textLangs: {
      sejarah: texts.sejarah.lang,
      silsilah: texts.silsilah.lang,
      visi: texts.visi.lang,
      misi: texts.misi.lang,
    },
    dokumentasi: dokumentasi.items.map((item) => {
      const judul = inLang(item, "judul");
      const deskripsi = inLang(item, "deskripsi");
      const alt = inLang(item, "keterangan_gambar");
      return {
        id: item.id,
        slug: item.slug,
        judul: judul.text,
        deskripsi: excerpt(htmlToPlainText(deskripsi.text), 200),
        gambar: item.gambar,
        keterangan_gambar: alt.text,
        ...(judul.lang === "en" && deskripsi.lang === "en" ? {} : { contentLang: "id" as Lang }),
      };
    }),
  };
}

/** Each kind declared `onHome`: its title, lead and newest three items as cards. */
async function kindSections(site: SiteData, lang: Lang) {
  const kinds = site.kinds().filter((kind) => kind.onHome);
  const pages = await Promise.all(kinds.map((kind) => site.pageOfKind(kind.jenis, 1)));
  return kinds.map((kind, k) => {
    const { title, lead } = kindWords(kind, lang);
    return {
      jenis: kind.jenis,
      path: kind.publicPath,
      title,
      lead,
      items: (pages[k]?.items ?? []).slice(0, 3).map((item) => kindCard(item, lang)),
    };
  });
}

export function meta({ matches }: Route.MetaArgs) {
  const layout = layoutDataFrom(matches);
  const t = messagesFor(layout?.lang ?? "id");
  return pageMeta(layout, {
    title: t.home.title(layout?.siteName ?? "Keraton Kasepuhan Cirebon"),
    fullTitle: true,
    path: "/",
    image: "/images/og-default.jpg",
    jsonLd: layout ? [palaceJsonLd(layout)] : [],
  });
}

/** The welcome text the product ships with, shown until the staff write their own. */
function ShippedWelcome() {
  const { t } = useLang();
  return (
    <div className="mt-5 space-y-4 leading-relaxed text-stone-800">
      {t.home.shippedWelcome.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { siteName, heroSlides, sambutan, sejarah, silsilah, visi, misi, dokumentasi, agenda } =
    loaderData;
  const { kinds } = loaderData;
  const textLangs = "textLangs" in loaderData ? loaderData.textLangs : undefined;
  const { lang, t, href } = useLang();
  return (
    <main id="konten">
      <Island name="hero" props={{ siteName, slides: heroSlides, ...islandLang(lang) }} />

      <section aria-labelledby="judul-sambutan" className="bg-gading">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-5 py-16 md:grid-cols-2 md:py-20">
          <div>
            <p className="mb-2 text-sm font-semibold uppercase tracking-[0.2em] text-emas-tua">
              {t.home.welcomeKicker}
            </p>
            <h2
              id="judul-sambutan"
              className="font-serif text-3xl leading-tight text-bata sm:text-4xl"
            >
              {t.home.welcomeHeading(siteName)}
            </h2>
            {sambutan.html ? (
              <RichText
                html={sambutan.html}
                contentLang={("lang" in sambutan && sambutan.lang) || lang}
                pageLang={lang}
                className="rich-text mt-5 space-y-4 leading-relaxed text-stone-800"
              />
            ) : (
              <ShippedWelcome />
            )}
            <div className="mt-7 flex flex-wrap gap-3">
              <a
                href={href("/struktur-kesultanan")}
                className="rounded-md bg-bata px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-bata-tua"
              >
                {t.home.strukturButton}
              </a>
              <a
                href={href("/kunjungan")}
                className="rounded-md border-2 border-bata px-5 py-2 font-semibold text-bata hover:bg-bata hover:text-white"
              >
                {t.home.planVisit}
              </a>
            </div>
          </div>
          <figure className="relative">
            <div
              aria-hidden="true"
              className="absolute inset-0 translate-x-3 translate-y-3 rounded-xl border-2 border-emas"
            />
            <ContentImage
              src={sambutan.gambar || "/images/gerbang.jpg"}
              widths={sambutan.gambar ? undefined : [480, 960]}
              alt={sambutan.gambar ? t.home.welcomePhotoAlt(siteName) : t.home.gateAlt(siteName)}
              width={960}
              height={720}
              sizes="(min-width: 768px) 560px, 100vw"
              className="relative aspect-[4/3] w-full rounded-xl object-cover shadow-lg"
            />
          </figure>
        </div>
      </section>

      {agenda.length ? (
        <section aria-labelledby="judul-agenda" className="bg-white">
          <div className="mx-auto max-w-4xl px-5 py-16">
            <SectionHeading id="judul-agenda" title={t.agenda.homeHeading} />
            <ul className="space-y-4">
              {agenda.map((item) => (
                <li key={item.key} className="rounded-xl border border-emas/40 p-4 shadow-sm">
                  <h3 className="font-serif text-xl" lang={item.judulLang}>
                    <a
                      href={href(`/agenda/${item.slug}`)}
                      className={`text-bata hover:underline ${item.kejadian.dibatalkan ? "line-through" : ""}`}
                    >
                      {item.judul}
                    </a>
                  </h3>
                  <OccurrenceDate k={item.kejadian} className="mt-1" />
                </li>
              ))}
            </ul>
            <p className="mt-6 text-center">
              <a
                href={href("/agenda")}
                className="inline-flex rounded-md border-2 border-bata px-5 py-2 font-semibold text-bata hover:bg-bata hover:text-white"
              >
                {t.agenda.homeAll}
              </a>
            </p>
          </div>
        </section>
      ) : null}

      <section
        aria-labelledby="judul-sejarah"
        className="motif-mega-mendung-halus border-y border-emas/40 bg-gading-tua"
      >
        <div className="mx-auto max-w-4xl px-5 py-16">
          <SectionHeading
            id="judul-sejarah"
            title={t.home.historyHeading}
            lead={t.home.historyLead}
          />
          <Island
            name="history"
            props={{
              initialContent: sejarah,
              silsilah,
              ...islandLang(lang),
              ...(textLangs
                ? {
                    textLangs: { sejarah: textLangs.sejarah, silsilah: textLangs.silsilah },
                  }
                : {}),
            }}
          />
        </div>
      </section>

      <section aria-labelledby="judul-visi-misi" className="bg-gading">
        <div className="mx-auto max-w-6xl px-5 py-16">
          <SectionHeading id="judul-visi-misi" title={t.home.visiMisiHeading} />
          <VisiMisi visi={visi} misi={misi} lang={lang} textLangs={textLangs} />
        </div>
      </section>

      <section aria-labelledby="judul-dokumentasi" className="border-t border-emas/40 bg-white">
        <div className="mx-auto max-w-6xl px-5 py-16">
          <SectionHeading
            id="judul-dokumentasi"
            title={t.home.dokumentasiHeading}
            lead={t.home.dokumentasiLead}
          />
          <Island name="kegiatanRow" props={{ items: dokumentasi, ...islandLang(lang) }} />
        </div>
      </section>

      {kinds.map((kind) =>
        kind.items.length ? (
          <section
            key={kind.jenis}
            aria-labelledby={`judul-${kind.jenis}`}
            className="border-t border-emas/40 bg-gading"
          >
            <div className="mx-auto max-w-6xl px-5 py-16">
              <SectionHeading id={`judul-${kind.jenis}`} title={kind.title} lead={kind.lead} />
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {kind.items.map((item) => (
                  <li key={item.id}>
                    <KegiatanCard
                      item={item}
                      path={kind.path}
                      sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
                      lang={lang}
                    />
                  </li>
                ))}
              </ul>
              <p className="mt-6 text-center">
                <a
                  href={href(kind.path)}
                  className="inline-flex rounded-md border-2 border-bata px-5 py-2 font-semibold text-bata hover:bg-bata hover:text-white"
                >
                  {t.home.kindAll(kind.title)}
                </a>
              </p>
            </div>
          </section>
        ) : null,
      )}
    </main>
  );
}
