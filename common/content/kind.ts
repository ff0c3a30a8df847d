// The content core's declaration of a kind of content: one object from which the server derives
// its table access, validation, API, search, backup and image references, and the back office its
// list and form. How to add a kind: docs/adding-a-kind.md.
import type { z } from "zod";
import type { PopupText } from "../messages.ts";

/**
 * How a field is written and shown: one line, a date, rich text (sanitized HTML), or one value
 * chosen from its `options`.
 */
export type FieldType = "line" | "date" | "richText" | "choice";

export type FieldDeclaration = {
  type: FieldType;
  /** Its name on the back-office form and in its error messages. */
  label: string;
  /** The rule for the Indonesian value, with its Indonesian messages (common/schemas/fields.ts). */
  schema: z.ZodType;
  /** It has an English twin `<name>_en` of at most this many characters. */
  englishMax?: number;
  /** Saved when sent empty: today's date in Jakarta, or the name of the person saving. */
  fallback?: "today" | "authorName";
  /** The back office form's help under the field. */
  hint?: string;
  /** The back office must not send it empty. */
  required?: boolean;
  /** The back office list shows it in a column with this header. */
  column?: string;
  /**
   * The back office form shows it with the other fields of this group, under this heading (groups
   * in the order of their first field; the title and the rich text stay outside any group).
   */
  group?: string;
  /**
   * The core's public page shows it in a table of the item's data, under this label in each
   * language (in the page's language where it has an English twin; left out when empty).
   */
  shown?: Record<"id" | "en", string>;
  /** Its column in the kind's table; without it, text that is never null and empty by default. */
  stored?: StoredColumn;
  /** A `choice` field's values, each with the name the form shows for it (in this order). */
  options?: Readonly<Record<string, string>>;
  /** No two items hold the same value, ignoring case: said when one already does. */
  unique?: string;
};

/**
 * How a field's column is made (server/db/kind-table.ts) and typed (server/db/kind-row.ts).
 * Left out: `text not null default ''`.
 */
export type StoredColumn = {
  /** `text` unless said. */
  type?: "text" | "integer";
  /** Null is allowed (and is the default). */
  nullable?: boolean;
  /** What a row gets when nothing is written; `null`: nothing, every write must give it. */
  default?: string | number | null;
};

/** How large a picture of a kind may be, and whether it is kept at its full size. */
export type UploadLimits = {
  /** The file, in bytes. */
  maxBytes: number;
  /** Width times height of the decoded picture (a decompression bomb is refused by it). */
  maxPixels: number;
  /** Stored as sent (re-encoded, never scaled down): a master for deep zoom. */
  fullSize: boolean;
};

/** Every kind's pictures unless it declares otherwise. */
export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  maxBytes: 10 * 1024 * 1024,
  maxPixels: 50_000_000,
  fullSize: false,
};

export type ContentKind = {
  /** Its name in the API (`/api/<jenis>`), the change record, previews, revisions and presence. */
  jenis: string;
  /** Its table; its earlier slugs live in `<table>_slug_lama`, its SQLite search in `<table>_fts`. */
  table: string;
  /** The fields staff write, in form order. `judul` is the title every kind has. */
  fields: Readonly<Record<string, FieldDeclaration>>;
  /** One picture (`gambar`) with its caption `keterangan_gambar` and the caption's English twin. */
  picture: boolean;
  /** Its pictures' limits (the picture, the gallery's); without it DEFAULT_UPLOAD_LIMITS. */
  upload?: UploadLimits;
  /**
   * More pictures of an item, in the order added (at most GALLERY_MAX), each with its caption:
   * rows of `<table>_galeri` whose `<table>_id` names the item; `/api/<jenis>/{id}/galeri`.
   */
  gallery?: boolean;
  /** Its public pages: `<publicPath>` lists it, `<publicPath>/<slug>` shows one item. */
  publicPath: string;
  /** Its public list runs over pages of PUBLIC_PAGE_SIZE items (`?halaman=2` …). */
  pagedList: boolean;
  /** Query parameters its list (`GET /api/<jenis>`) reads besides `page` and `limit`. */
  listFilters?: readonly string[];
  /** The column lists sort by, newest first (then the newest id). */
  listOrder: string;
  /** Counters the server keeps (not written by staff), answered as numbers: `views`. */
  counters: readonly string[];
  /** Found by the site search (its migration made the full-text index). */
  searchable: boolean;
  /**
   * Its newest items (three) as a section of the home page, under its public title, after the
   * palace's own sections.
   */
  onHome?: boolean;
  /** Its texts: the back office's names for it and the answers of its API. */
  words: KindWords;
  /**
   * Its name to visitors in each language: its link in the navigation and the footer, and the
   * heading over its hits on /cari.
   */
  names: Record<"id" | "en", KindNames>;
  /** What its public pages say, in each language (informasi and kegiatan keep theirs in common/i18n). */
  publicWords?: Record<"id" | "en", PublicWords>;
  /** Its back-office screen: one list and one form for every kind, in the kind's words. */
  backoffice: KindBackoffice;
  /** Rules across its fields (each problem named on its field), after every field's own rule. */
  // biome-ignore lint/suspicious/noExplicitAny: each kind checks its own parsed input
  check?: (input: any, ctx: z.RefinementCtx) => void;
};

export type KindNames = {
  /** Its link in the navigation and the footer: "Kegiatan". */
  nav: string;
  /** The heading over its search hits: "Dokumentasi Kegiatan". */
  search: string;
};

export type PublicWords = {
  /** The list's heading and the tab's title. */
  title: string;
  /** Under the heading, and the list's description for search engines. */
  lead: string;
  /** Said when nothing is published yet. */
  empty: string;
};

export type KindBackoffice = {
  /** The screen's heading, the navigation's and the tab's name; the sidebar lists kinds by it. */
  title: string;
  /** The sidebar's icon (app/backoffice/shell/icons.tsx). */
  icon: string;
  description: string;
  addLabel: string;
  addTitle: string;
  editTitle: string;
  tableCaption: string;
  /** The list's header over the titles, and the widths of the title and text columns. */
  titleColumn: string;
  titleWidth: string;
  textWidth: string;
  emptyText: string;
  /** Under the picture while editing (an empty one keeps the stored picture). */
  imageEditHint: string;
  /** The form is checked in the browser (and asks to sign in) before it is sent. */
  checkBeforeSend: boolean;
  /** The item is read fresh from the server before the edit form opens. */
  readBeforeEdit: boolean;
  popups: {
    /** Shown when the list fails to load; without it the failure is only logged. */
    loadFailed?: PopupText;
    editLoadFailed: PopupText;
    createFailed: PopupText;
    updateFailed: PopupText;
    /** The server's own message is shown in the failure popup. */
    serverMessageOnFailure: boolean;
    created: PopupText;
    updated: PopupText;
    deleted: PopupText;
    deleteFailed: PopupText;
  };
  /** The question before deleting, and the name shown under it. */
  confirmDelete: (judul: string) => { confirm: PopupText; name?: string };
};

export type KindWords = {
  /** "Informasi", "Dokumentasi": the back office's heading. */
  plural: string;
  /** "informasi", "dokumentasi": "… tidak ditemukan". */
  singular: string;
  notFound: string;
  created: string;
  updated: string;
  deleted: string;
};

/** Names the declaration's type exactly (field names stay literal) and checks its shape. */
export function defineKind<const K extends ContentKind>(kind: K): K {
  return kind;
}

/** An item's gallery holds at most this many pictures. */
export const GALLERY_MAX = 30;

/** The limits a kind's pictures are checked against. */
export const uploadLimitsOf = (kind: ContentKind): UploadLimits =>
  kind.upload ?? DEFAULT_UPLOAD_LIMITS;

/** The table of a kind's gallery, and the column naming the item each picture belongs to. */
export function galleryTableOf(kind: ContentKind): { table: string; parent: string } {
  return { table: `${kind.table}_galeri`, parent: `${kind.table}_id` };
}

/** The English twin's column of a field. */
export const englishOf = (field: string) => `${field}_en`;

/** The fields of a kind that hold rich text (sanitized, searched, may show pictures). */
export function richTextFields(kind: ContentKind): string[] {
  return Object.entries(kind.fields)
    .filter(([, f]) => f.type === "richText")
    .map(([name]) => name);
}

/** Every column of a kind that may hold rich text, English twins included. */
export function richTextColumns(kind: ContentKind): string[] {
  return richTextFields(kind).flatMap((name) =>
    kind.fields[name]?.englishMax === undefined ? [name] : [name, englishOf(name)],
  );
}

/** The English twin columns of a kind (its fields', and its picture caption's). */
export function englishColumns(kind: ContentKind): string[] {
  const twins = Object.entries(kind.fields)
    .filter(([, f]) => f.englishMax !== undefined)
    .map(([name]) => englishOf(name));
  return kind.picture ? [...twins, "keterangan_gambar_en"] : twins;
}
