import type { HasilCari, HasilCariItem } from "../../common/api-types.ts";
import type { ContentJenis } from "../../common/content/kinds.ts";
import { noHits } from "../../common/content/search-hits.ts";
import { htmlToPlainText } from "../../common/plain-text.ts";
import { excerptAround, searchTerms } from "../../common/search-terms.ts";
import { presentTranslations } from "../../common/translation.ts";
import { allContent } from "../content/registry.ts";
import type { Db } from "../db/create-database.ts";

type Found = {
  id: number;
  slug: string;
  judul: string;
  tanggal: string;
  gambar: string;
  deskripsi: string;
  judul_en: string;
  deskripsi_en: string;
};

function toHasil(found: unknown, terms: string[]): HasilCariItem {
  const { id, slug, judul, tanggal, gambar, deskripsi, judul_en, deskripsi_en } = found as Found;
  return {
    id,
    slug,
    judul,
    tanggal,
    gambar,
    ringkasan: excerptAround(htmlToPlainText(deskripsi), terms),
    ...presentTranslations({
      judul_en,
      ringkasan_en: excerptAround(htmlToPlainText(deskripsi_en), terms),
    }),
  };
}

/** Published items of every searchable kind holding every word of the query, best match first. */
export async function search(db: Db, query: string): Promise<HasilCari> {
  const terms = searchTerms(query);
  const hasil = noHits();
  if (!terms.length) return hasil;
  const searchable = allContent().filter((content) => content.kind.searchable);
  const found = await Promise.all(searchable.map((content) => content.search(db, terms)));
  searchable.forEach((content, i) => {
    hasil[content.kind.jenis as ContentJenis] = (found[i] ?? []).map((r) => toHasil(r, terms));
  });
  return hasil;
}
