// The public page of one item of any kind of content that has no page of its own.
import { localized, markLang } from "@common/i18n/content.ts";
import { langOf, localePath } from "@common/i18n/index.ts";
import { imageAlt } from "@common/image-alt.ts";
import { excerpt, htmlToPlainText } from "@common/plain-text.ts";
import { siteContext } from "@common/site-context.ts";
import {
  data,
  type LoaderFunctionArgs,
  type MetaArgs,
  redirect,
  useLoaderData,
} from "react-router";
import { ItemDetails } from "~/components/item-details.tsx";
import { ItemBody, ItemTitle } from "~/components/item-page.tsx";
import { PratinjauBanner } from "~/components/pratinjau-banner.tsx";
import { layoutDataFrom, pageMeta } from "~/components/seo.ts";

export async function loader({ context, params, url }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const lang = langOf(url);
  const kind = site.kindAt(url.pathname);
  const found = kind && (await site.getKindItemBySlug(kind.jenis, params.slug ?? ""));
  if (!kind || !found) throw data({ message: kind?.words.notFound }, { status: 404 });
  // An earlier slug: the address moved for good.
  if (found.slug !== params.slug) {
    throw redirect(localePath(lang, `${kind.publicPath}/${encodeURIComponent(found.slug)}`), 301);
  }
  const judul = localized(found, "judul", lang);
  const deskripsi = localized(found, "deskripsi", lang);
  const caption = localized(found, "keterangan_gambar", lang);
  const stored = found as unknown as Record<string, string>;
  // The fields its declaration shows as data, each in the page's language where written.
  const details = Object.entries(kind.fields).flatMap(([name, field]) => {
    if (!field.shown) return [];
    const value =
      field.englishMax === undefined
        ? { text: String(stored[name] ?? ""), lang }
        : localized(stored, name, lang);
    if (!value.text) return [];
    return [{ name, label: field.shown[lang], value: value.text, lang: markLang(value, lang) }];
  });
  return {
    path: `${kind.publicPath}/${found.slug}`,
    gambar: found.gambar,
    judul: judul.text,
    deskripsi: deskripsi.text,
    keterangan_gambar: caption.text,
    details,
    ringkasan: excerpt(htmlToPlainText(deskripsi.text), 160),
    judulLang: markLang(judul, lang),
    deskripsiLang: markLang(deskripsi, lang),
    pratinjau: site.previewing ? found.status : undefined,
  };
}

// Without a route of their own in app/routes.ts until a shipped kind uses them, these modules
// type their loader data themselves rather than through React Router's generated types.
export function meta({ matches, loaderData }: MetaArgs<typeof loader>) {
  if (!loaderData) return [];
  const { judul, ringkasan, path, gambar } = loaderData;
  return pageMeta(layoutDataFrom(matches), {
    title: judul,
    description: ringkasan,
    path,
    type: "article",
    image: gambar || undefined,
    imageAlt: imageAlt(loaderData),
  });
}

export default function KindDetail() {
  const item = useLoaderData<typeof loader>();
  return (
    <main id="konten" className="flex-1">
      {item.pratinjau ? <PratinjauBanner status={item.pratinjau} /> : null}
      <article className="mx-auto max-w-3xl px-5 py-10">
        <ItemTitle judul={item.judul} lang={item.judulLang} />
        <ItemBody item={item} photoSizes="(min-width: 768px) 720px, 100vw" langs={item} />
        <ItemDetails rows={item.details} />
      </article>
    </main>
  );
}
