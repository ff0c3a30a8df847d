import type { Lang } from "@common/i18n/index.ts";
import { imageAlt, imageCaption } from "@common/image-alt.ts";
import type { ContentStatus } from "@common/schemas/content.schema.ts";
import type { ImageSize } from "@common/site-context.ts";
import type { ReactNode } from "react";
import { DetailPhoto } from "./detail-photo.tsx";
import { PratinjauBanner } from "./pratinjau-banner.tsx";
import { documentTitle, type PageMetaInput, usePublicLayoutData } from "./seo.ts";
import { DocumentTitle } from "./untranslated.tsx";

type ItemLangs = { judulLang?: Lang; deskripsiLang?: Lang; captionLang?: Lang };

/**
 * The languages of an item's title, text and caption where they are not the page's (an untranslated
 * item on an English page); an Indonesian page's loader sends none.
 */
export function itemLangs(loaderData: ItemLangs & { item: unknown }): ItemLangs {
  const { judulLang, deskripsiLang, captionLang } = loaderData;
  return { judulLang, deskripsiLang, captionLang };
}

/** An item's page heading (an article, an activity, an item of any kind). */
export function ItemTitle({ judul, lang }: { judul: string; lang: Lang | undefined }) {
  return (
    <h1 className="font-serif text-3xl leading-tight text-bata sm:text-4xl" lang={lang}>
      {judul}
    </h1>
  );
}

type ContentItem = { judul: string; deskripsi: string; gambar: string; keterangan_gambar?: string };

/** An item's picture (when it has one) with its caption, then its rich text. */
export function ItemBody({
  item,
  photoSizes,
  langs,
}: {
  item: ContentItem;
  /** The picture's `sizes`: how wide the page's column is. */
  photoSizes: string;
  langs: Pick<ItemLangs, "deskripsiLang" | "captionLang">;
}) {
  return (
    <>
      {item.gambar ? (
        <DetailPhoto
          src={item.gambar}
          alt={imageAlt(item)}
          caption={imageCaption(item)}
          captionLang={langs.captionLang}
          sizes={photoSizes}
        />
      ) : null}
      <div
        className="rich-text mt-8 text-[1.05rem] text-stone-800"
        lang={langs.deskripsiLang}
        dangerouslySetInnerHTML={{ __html: item.deskripsi }}
      />
    </>
  );
}

/** An item's page: the tab's title in the title's language, and the banner of a staff preview. */
export function ItemPage({
  judul,
  judulLang,
  pratinjau,
  children,
}: {
  judul: string;
  judulLang: Lang | undefined;
  /** Seen through a staff preview link: the item's status. */
  pratinjau: ContentStatus | undefined;
  children: ReactNode;
}) {
  const layout = usePublicLayoutData();
  return (
    <main id="konten" className="flex-1">
      <DocumentTitle text={documentTitle(layout, { title: judul })} lang={judulLang} />
      {pratinjau ? <PratinjauBanner status={pratinjau} /> : null}
      {children}
    </main>
  );
}

type ItemPageData = ItemLangs & {
  item: { judul: string; gambar: string; keterangan_gambar?: string };
  ringkasan: string;
  seo: { gambarSize?: ImageSize; untranslated: boolean };
};

/** The share tags every item's page has (an article's adds its JSON-LD). */
export function itemPageMeta(loaderData: ItemPageData, path: string): PageMetaInput {
  const { item, ringkasan, seo } = loaderData;
  return {
    title: item.judul,
    description: ringkasan,
    path,
    type: "article",
    image: item.gambar || undefined,
    imageAlt: imageAlt(item),
    imageSize: seo.gambarSize,
    untranslated: seo.untranslated,
    titleLang: loaderData.judulLang,
  };
}
