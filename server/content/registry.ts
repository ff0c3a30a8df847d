// Every kind of content on the server: one per declaration in common/content/kinds.ts, with what
// a kind adds on the server (owned images, dates of its search hits), if anything.
import type { Agenda, Dokumentasi, Informasi } from "../../common/api-types.ts";
import { CONTENT_KINDS, type ContentJenis } from "../../common/content/kinds.ts";
import type { Koleksi } from "../../common/koleksi/koleksi-types.ts";
import { nextDates } from "../agenda/agenda.service.ts";
import type { AgendaRow } from "../db/schema.ts";
import { type Gallery, galleryOf } from "../galeri/galeri.service.ts";
import { type ContentOf, contentOf, type KindHooks } from "./core/content.service.ts";
import { allKinds } from "./core/kind-list.ts";

/** What a kind adds on the server; a kind without an entry needs nothing more. */
const HOOKS: { [J in ContentJenis]?: KindHooks } = {
  agenda: { hitDates: (db, rows) => nextDates(db, rows as unknown as AgendaRow[]) },
};

/** The gallery of every kind that declares one (`gallery: true`), by its `jenis`. */
const galleries: Record<string, Gallery> = Object.fromEntries(
  allKinds()
    .filter((kind) => kind.gallery)
    .map((kind) => [kind.jenis, galleryOf(kind)]),
);

export function galleryByJenis(jenis: string): Gallery | undefined {
  return galleries[jenis];
}

const byJenis = Object.fromEntries(
  CONTENT_KINDS.map((kind) => {
    // A gallery's pictures go with their item.
    const owned = galleries[kind.jenis]?.images;
    return [kind.jenis, contentOf(kind, { ownedImages: owned, ...HOOKS[kind.jenis] })];
  }),
);

export const informasiContent = byJenis.informasi as ContentOf<Informasi>;
export const dokumentasiContent = byJenis.dokumentasi as ContentOf<Dokumentasi>;
export const agendaContent = byJenis.agenda as ContentOf<Agenda>;
export const koleksiContent = byJenis.koleksi as ContentOf<Koleksi>;

type AnyContent = ContentOf<Record<string, unknown>>;

/** Every kind the site has, in the order of common/content/kinds.ts. */
export function allContent(): ReadonlyArray<AnyContent> {
  return Object.values(byJenis) as AnyContent[];
}

export function contentByJenis(jenis: string): AnyContent | undefined {
  return byJenis[jenis] as AnyContent | undefined;
}
