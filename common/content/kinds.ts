// Every kind of content the site has. A kind added here gets its table access, API, search,
// backup, image references and change-record name from the core (docs/adding-a-kind.md).
import { agendaKind } from "./agenda.kind.ts";
import { dokumentasiKind } from "./dokumentasi.kind.ts";
import { informasiKind } from "./informasi.kind.ts";
import { koleksiKind } from "./koleksi.kind.ts";

export const CONTENT_KINDS = [informasiKind, dokumentasiKind, agendaKind, koleksiKind] as const;

/** The name of a kind of content: "informasi", "dokumentasi". */
export type ContentJenis = (typeof CONTENT_KINDS)[number]["jenis"];

export const CONTENT_JENIS = CONTENT_KINDS.map((k) => k.jenis) as ContentJenis[];

export function isContentJenis(value: unknown): value is ContentJenis {
  return (CONTENT_JENIS as unknown[]).includes(value);
}
