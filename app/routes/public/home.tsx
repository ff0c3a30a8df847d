import { excerpt, htmlToPlainText } from "@common/plain-text.ts";
import { siteContext } from "@common/site-context.ts";
import { ContentImage } from "~/components/content-image.tsx";
import { DokumentasiRow } from "~/components/dokumentasi-row.tsx";
import { Island } from "~/components/islands/island.tsx";
import { SectionHeading } from "~/components/page-header.tsx";
import { layoutDataFrom, pageMeta, palaceJsonLd } from "~/components/seo.ts";
import { misiToHtml, VisiMisi } from "~/components/visi-misi.tsx";
import type { Route } from "./+types/home";

export const handle = { islands: true };

export async function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const [sejarah, silsilah, visi, misi, dokumentasi, heroSlides, settings] = await Promise.all([
    site.getText("sejarah"),
    site.getText("silsilah"),
    site.getText("visi"),
    site.getText("misi"),
    site.pageDokumentasi(1),
    site.listHeroSlides(),
    site.getSettings(),
  ]);
  return {
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

export function meta({ matches }: Route.MetaArgs) {
  const layout = layoutDataFrom(matches);
  return pageMeta(layout, {
    title: `${layout?.siteName ?? "Keraton Kasepuhan Cirebon"} – Situs Resmi`,
    fullTitle: true,
    path: "/",
    image: "/images/og-default.jpg",
    jsonLd: layout ? [palaceJsonLd(layout)] : [],
  });
}

/** The welcome text the product ships with, shown until the staff write their own. */
function ShippedWelcome() {
  return (
    <div className="mt-5 space-y-4 leading-relaxed text-stone-800">
      <p>
        Keraton Kasepuhan adalah keraton tertua dan termegah di Cirebon. Berdiri di atas warisan
        Keraton Pakungwati, keraton ini hingga kini menjadi pusat adat, budaya, dan tradisi
        Kesultanan Kasepuhan.
      </p>
      <p>
        Tembok bata merah Siti Inggil, gerbang berukir, serta perpaduan budaya Jawa, Sunda, Islam,
        Tionghoa, dan Eropa menjadikan keraton ini saksi hidup perjalanan panjang Cirebon. Mari
        mengenal sejarahnya, mengikuti kegiatannya, dan berkunjung secara langsung.
      </p>
    </div>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { siteName, heroSlides, sambutan, sejarah, silsilah, visi, misi, dokumentasi } = loaderData;
  return (
    <main id="konten">
      <Island name="hero" props={{ siteName, slides: heroSlides }} />

      <section aria-labelledby="judul-sambutan" className="bg-gading">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-5 py-16 md:grid-cols-2 md:py-20">
          <div>
            <p className="mb-2 text-sm font-semibold uppercase tracking-[0.2em] text-emas-tua">
              Sambutan Keraton
            </p>
            <h2
              id="judul-sambutan"
              className="font-serif text-3xl leading-tight text-bata sm:text-4xl"
            >
              Selamat Datang di {siteName}
            </h2>
            {sambutan.html ? (
              <div
                className="rich-text mt-5 space-y-4 leading-relaxed text-stone-800"
                dangerouslySetInnerHTML={{ __html: sambutan.html }}
              />
            ) : (
              <ShippedWelcome />
            )}
            <div className="mt-7 flex flex-wrap gap-3">
              <a
                href="/struktur-kesultanan"
                className="rounded-md bg-bata px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-bata-tua"
              >
                Struktur Kesultanan
              </a>
              <a
                href="/kunjungan"
                className="rounded-md border-2 border-bata px-5 py-2 font-semibold text-bata hover:bg-bata hover:text-white"
              >
                Rencanakan Kunjungan
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
              alt={sambutan.gambar ? `Foto ${siteName}` : `Gerbang ${siteName}`}
              width={960}
              height={720}
              sizes="(min-width: 768px) 560px, 100vw"
              className="relative aspect-[4/3] w-full rounded-xl object-cover shadow-lg"
            />
          </figure>
        </div>
      </section>

      <section
        aria-labelledby="judul-sejarah"
        className="motif-mega-mendung-halus border-y border-emas/40 bg-gading-tua"
      >
        <div className="mx-auto max-w-4xl px-5 py-16">
          <SectionHeading
            id="judul-sejarah"
            title="Sejarah Keraton"
            lead="Riwayat singkat keraton dan silsilah para sultan Kasepuhan."
          />
          <Island name="history" props={{ initialContent: sejarah, silsilah }} />
        </div>
      </section>

      <section aria-labelledby="judul-visi-misi" className="bg-gading">
        <div className="mx-auto max-w-6xl px-5 py-16">
          <SectionHeading id="judul-visi-misi" title="Visi & Misi" />
          <VisiMisi visi={visi} misi={misi} />
        </div>
      </section>

      <section aria-labelledby="judul-dokumentasi" className="border-t border-emas/40 bg-white">
        <div className="mx-auto max-w-6xl px-5 py-16">
          <SectionHeading
            id="judul-dokumentasi"
            title="Dokumentasi Kegiatan"
            lead="Upacara adat, pentas seni, dan kegiatan budaya di lingkungan keraton."
          />
          <Island name="kegiatanRow" props={{ items: dokumentasi }} />
        </div>
      </section>
    </main>
  );
}
