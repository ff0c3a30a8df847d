import type { HasilCari, HasilCariItem } from "../../common/api-types.ts";
import { htmlToPlainText } from "../../common/plain-text.ts";
import { excerptAround, searchTerms } from "../../common/search-terms.ts";
import { presentTranslations } from "../../common/translation.ts";
import { dokumentasiContent, informasiContent } from "../content/registry.ts";
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

/** Published informasi and dokumentasi holding every word of the query, best match first. */
export async function search(db: Db, query: string): Promise<HasilCari> {
  const terms = searchTerms(query);
  if (!terms.length) return { informasi: [], dokumentasi: [] };
  const [informasi, dokumentasi] = await Promise.all([
    informasiContent.search(db, terms),
    dokumentasiContent.search(db, terms),
  ]);
  return {
    informasi: informasi.map((r) => toHasil(r, terms)),
    dokumentasi: dokumentasi.map((r) => toHasil(r, terms)),
  };
}
