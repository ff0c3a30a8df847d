// One object of the museum collection: every view, its catalogue data as a table, the rights
// statement with its licence, and links to open it in IIIF viewers.
import { koleksiKind } from "@common/content/koleksi.kind.ts";
import { localized, markLang } from "@common/i18n/content.ts";
import { langOf, localePath } from "@common/i18n/index.ts";
import { imageAlt } from "@common/image-alt.ts";
import { koleksiJsonLd } from "@common/koleksi/koleksi-json-ld.ts";
import { KATEGORI, LISENSI } from "@common/koleksi/koleksi-terms.ts";
import { koleksiWords } from "@common/koleksi/koleksi-words.ts";
import { excerpt, htmlToPlainText } from "@common/plain-text.ts";
import { siteContext } from "@common/site-context.ts";
import { data, redirect, useLoaderData } from "react-router";
import { DetailPhoto } from "~/components/detail-photo.tsx";
import { Island } from "~/components/islands/island.tsx";
import { ItemPage, ItemTitle } from "~/components/item-page.tsx";
import { useLang } from "~/components/lang.tsx";
import { layoutDataFrom, pageMeta } from "~/components/seo.ts";
import type { Route } from "./+types/koleksi-detail";

export const handle = { islands: true };

const PATH = koleksiKind.publicPath;

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const lang = langOf(url);
  const found = await site.getKoleksiBySlug(params.slug);
  if (!found) throw data({ message: koleksiKind.words.notFound }, { status: 404 });
  if (found.slug !== params.slug) {
    throw redirect(localePath(lang, `${PATH}/${encodeURIComponent(found.slug)}`), 301);
  }
  const t = koleksiWords(lang);
  const judul = localized(found, "judul", lang);
  const deskripsi = localized(found, "deskripsi", lang);
  const text = (field: "bahan" | "periode" | "asal") => localized(found, field, lang).text;
  const absolute = (path: string) => new URL(path, `${site.origin}/`).href;
  const views = [
    ...(found.gambar
      ? [
          {
            gambar: found.gambar,
            keterangan: localized(found, "keterangan_gambar", lang).text,
            iiif: found.gambar_iiif,
            siap: found.gambar_siap,
          },
        ]
      : []),
    ...found.galeri.map((g) => ({
      gambar: g.gambar,
      keterangan: localized(g, "keterangan", lang).text,
      iiif: g.iiif,
      siap: g.siap,
    })),
  ];
  const lisensi = LISENSI[found.lisensi] ?? LISENSI.inc;
  const rows: Array<[string, string]> = [
    [t.nomor, found.nomor_inventaris],
    [t.kategori, KATEGORI[found.kategori]?.[lang] ?? ""],
    [t.bahan, text("bahan")],
    [t.periode, text("periode")],
    [t.asal, text("asal")],
    [t.ukuran, found.ukuran],
    [t.lokasi, found.lokasi],
  ];
  const ringkasan = excerpt(htmlToPlainText(deskripsi.text), 160);
  const settings = await site.getSettings();
  const address = absolute(localePath(lang, `${PATH}/${found.slug}`));
  const manifest = absolute(found.iiif_manifest);
  return {
    slug: found.slug,
    judul: judul.text,
    judulLang: markLang(judul, lang),
    deskripsi: deskripsi.text,
    deskripsiLang: markLang(deskripsi, lang),
    gambar: found.gambar,
    ringkasan,
    views,
    rows: rows.filter(([, value]) => value),
    lisensi: { nama: lisensi.nama, uri: lisensi.uri },
    manifest,
    published: found.status === "terbit",
    pratinjau: site.previewing ? found.status : undefined,
    jsonLd: koleksiJsonLd({
      name: judul.text,
      description: ringkasan,
      url: address,
      images: views.map((v) => absolute(v.gambar)),
      nomorInventaris: found.nomor_inventaris,
      material: text("bahan"),
      periode: text("periode"),
      asal: text("asal"),
      ukuran: found.ukuran,
      lisensi: found.lisensi,
      museum: {
        name: t.museum,
        url: absolute(localePath(lang, PATH)),
        address: settings.Alamat,
      },
      lang,
    }),
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { judul, ringkasan, slug, gambar, jsonLd } = loaderData;
  return pageMeta(layoutDataFrom(matches), {
    title: judul,
    description: ringkasan,
    path: `${PATH}/${slug}`,
    type: "article",
    image: gambar || undefined,
    imageAlt: judul,
    jsonLd: [jsonLd],
  });
}

/** IIIF viewers that open a manifest given in their address. */
const VIEWERS = [
  { name: "Mirador", href: (m: string) => `https://projectmirador.org/embed/?iiif-content=${m}` },
  {
    name: "Universal Viewer",
    href: (m: string) => `https://uv-v4.netlify.app/#?manifest=${m}`,
  },
];

export default function KoleksiDetail() {
  const item = useLoaderData<typeof loader>();
  const { lang } = useLang();
  const t = koleksiWords(lang);
  const manifest = encodeURIComponent(item.manifest);
  return (
    <ItemPage judul={item.judul} judulLang={item.judulLang} pratinjau={item.pratinjau}>
      <article className="mx-auto max-w-4xl px-5 py-10">
        <ItemTitle judul={item.judul} lang={item.judulLang} />
        <section aria-label={t.views}>
          {item.views.map((view, i) => (
            <div key={view.gambar}>
              <DetailPhoto
                src={view.gambar}
                alt={imageAlt({ judul: item.judul, keterangan_gambar: view.keterangan })}
                caption={view.keterangan || (item.views.length > 1 ? t.view(i + 1) : "")}
                sizes="(min-width: 896px) 860px, 100vw"
              />
              <Island
                name="koleksiZoom"
                props={{
                  info: view.iiif,
                  ready: view.siap,
                  label: `${t.zoom}: ${view.keterangan || item.judul}`,
                  processing: t.processing,
                  close: t.close,
                }}
              />
            </div>
          ))}
        </section>
        <div
          className="rich-text mt-8 text-[1.05rem] text-stone-800"
          lang={item.deskripsiLang}
          dangerouslySetInnerHTML={{ __html: item.deskripsi }}
        />
        <h2 className="mt-10 font-serif text-2xl text-bata">{t.data}</h2>
        <table className="mt-4 w-full border-collapse text-left text-stone-800">
          <tbody>
            {item.rows.map(([label, value]) => (
              <tr key={label} className="border-b border-stone-200">
                <th scope="row" className="w-1/3 py-2 pr-4 font-semibold">
                  {label}
                </th>
                <td className="py-2">{value}</td>
              </tr>
            ))}
            <tr className="border-b border-stone-200">
              <th scope="row" className="w-1/3 py-2 pr-4 font-semibold">
                {t.lisensi}
              </th>
              <td className="py-2">
                <a href={item.lisensi.uri} rel="license" className="text-bata underline">
                  {item.lisensi.nama}
                </a>
              </td>
            </tr>
          </tbody>
        </table>
        <p className="mt-4 text-sm text-stone-700">
          {t.rights(item.lisensi.nama)} {t.rightsHolder}
        </p>
        {item.published ? (
          <p className="mt-6 flex flex-wrap gap-3 text-sm">
            {VIEWERS.map((viewer) => (
              <a
                key={viewer.name}
                href={viewer.href(manifest)}
                className="rounded-md border-2 border-bata px-3 py-1.5 font-semibold text-bata hover:bg-bata hover:text-white"
              >
                {t.openIiif} ({viewer.name})
              </a>
            ))}
            <a href={item.manifest} className="px-3 py-1.5 text-bata underline">
              {t.iiifManifest}
            </a>
          </p>
        ) : null}
      </article>
    </ItemPage>
  );
}
