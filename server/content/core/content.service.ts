// One kind's reads and writes, made from its declaration: every kind is listed, found, written
// and removed the same way, through the one write path (content-write.ts).
import { type ContentKind, uploadLimitsOf } from "../../../common/content/kind.ts";
import type { RiwayatJenis } from "../../../common/schemas/riwayat.schema.ts";
import type { Db } from "../../db/create-database.ts";
import { isStorableText } from "../../db/storable-text.ts";
import { deskItem } from "../../desk/desk-items.ts";
import { deleteRevisionsOf } from "../../desk/revisions.repository.ts";
import {
  changedMeanwhile,
  type DeskWrite,
  holdForWrite,
  keepForVersionedUpdate,
  stampVersion,
  standingOf,
} from "../../desk/versioned-write.ts";
import { DomainError, notFound } from "../../domain-error.ts";
import { noteNewsPublished } from "../../langganan/news-hook.ts";
import { type Actor, recordChange } from "../../riwayat/riwayat.service.ts";
import { type ContentDeps, removeContent, writeContent } from "../content-write.ts";
import type { Page } from "../pagination.ts";
import { moveSlug, uniqueSlug } from "../unique-slug.ts";
import { findVisibleById, findVisibleBySlug, VISITOR, type Viewer } from "../visibility.ts";
import * as repo from "./content.repository.ts";
import { columnsOf, type KindInput } from "./content-fields.ts";
import { toItem } from "./content-item.ts";
import type { ContentRow } from "./content-row.ts";

/** A write by a signed-in person (or the seed): what was sent, the picture, who writes. */
export type ContentWrite = {
  input: KindInput;
  upload?: File;
  actor?: Actor;
  /** Saved where a field falls back to the author's name (dokumentasi's uploader). */
  authorName?: string;
  /** A restore of an earlier version (its picture kept by path); else `input.versi` is checked. */
  desk?: DeskWrite;
  /** The slug wanted instead of the title's (an import keeps the source's), made unique the same way. */
  slug?: string;
  /** A picture already stored through the upload checks (an import's), saved by its path. */
  picture?: string;
};

/** What a kind adds to the core on the server. */
export type KindHooks = {
  /** Images an item owns besides its picture (a gallery), removed with it. */
  ownedImages?: (db: Db, id: number) => Promise<string[]>;
  /** The day each search hit shows, where it is not the row's `tanggal` (an agenda's next one). */
  hitDates?: (db: Db, rows: ContentRow[]) => Promise<Map<number, string>>;
};

/** 409 naming the field when another item already holds a value its field declares unique. */
async function refuseDuplicates(db: Db, kind: ContentKind, input: KindInput, id?: number) {
  for (const [name, field] of Object.entries(kind.fields)) {
    const value = input[name];
    if (!field.unique || typeof value !== "string" || !value) continue;
    if (await repo.holdsValueElsewhere(db, kind, name, value, id)) {
      throw new DomainError("conflict", field.unique, { [name]: field.unique });
    }
  }
}

/** The API's item of a kind, as `toItem` makes it, typed as the kind's answer `T`. */
export function contentOf<T>(kind: ContentKind, hooks: KindHooks = {}) {
  const finders = {
    bySlug: (db: Db, slug: string) => repo.findItemBySlug(db, kind, slug),
    byId: (db: Db, id: number) => repo.findItemById(db, kind, id),
  };
  const jenis = kind.jenis as RiwayatJenis;
  const item = (row: ContentRow) => toItem(kind, row) as T;
  const missing = () => notFound(kind.words.notFound);
  const limits = uploadLimitsOf(kind);
  const findBySlug = async (db: Db, slug: string, viewer: Viewer) =>
    isStorableText(slug) ? findVisibleBySlug(db, kind.table, slug, viewer, finders) : undefined;

  return {
    kind,
    toItem: item,

    /** Published items, newest first; staff also see drafts. */
    async list(db: Db, page?: Page, viewer: Viewer = VISITOR): Promise<T[]> {
      return (await repo.listItems(db, kind, page, viewer.staff)).map(item);
    },

    /** How many items visitors page through (the published ones). */
    countPublished: (db: Db) => repo.countPublished(db, kind),

    async getById(db: Db, id: number, viewer: Viewer = VISITOR): Promise<T | undefined> {
      const row = await findVisibleById(db, id, viewer, finders);
      return row && item(row);
    },

    /** The item by its slug or by one it had before (its `slug` then differs from the one asked). */
    async getBySlug(db: Db, slug: string, viewer: Viewer = VISITOR): Promise<T | undefined> {
      const row = await findBySlug(db, slug, viewer);
      return row && item(row);
    },

    /** The item for its public page: as `getBySlug`, with when it last changed. */
    async getPageBySlug(
      db: Db,
      slug: string,
      viewer: Viewer = VISITOR,
    ): Promise<(T & { updated_at: string }) | undefined> {
      const row = await findBySlug(db, slug, viewer);
      return row && { ...item(row), updated_at: row.updated_at };
    },

    /**
     * Published items holding every (folded) term, best match first, each with the day its hit
     * shows (the kind's own `tanggal`, or the day its `hitDates` hook gives).
     */
    async search(db: Db, terms: string[]): Promise<Array<ContentRow & { tanggal: string }>> {
      const rows = await repo.searchItems(db, kind, terms);
      const dates = await hooks.hitDates?.(db, rows);
      return rows.map((row) => ({
        ...row,
        tanggal: dates?.get(row.id as number) ?? String(row.tanggal ?? ""),
      }));
    },

    create(deps: ContentDeps, write: ContentWrite): Promise<T> {
      return writeContent(
        deps,
        { upload: write.upload, limits, slugged: true },
        async (db, gambar) => {
          const now = new Date().toISOString();
          const judul = String(write.input.judul);
          await refuseDuplicates(db, kind, write.input);
          const row = await repo.insertItem(db, kind, {
            ...columnsOf(kind, write.input, undefined, write.authorName ?? ""),
            slug: await uniqueSlug(db, kind.table, write.slug || judul),
            ...(kind.picture ? { gambar: gambar ?? write.picture ?? "" } : {}),
            created_at: now,
            updated_at: now,
          });
          await stampVersion(db, deskItem(kind.jenis, row.id), 1, write.actor);
          if (row.status === "terbit") await noteNewsPublished(db, kind.jenis, [row.id], now);
          await recordChange(db, write.actor, { aksi: "tambah", jenis, target: judul });
          return { item: item({ ...row, versi: 1 }) };
        },
      );
    },

    /**
     * Saves the item's new fields (refused with 409 when `versi` is stale; the version it replaces
     * is kept); a new image replaces the old one, which goes once nothing shows it.
     */
    update(deps: ContentDeps, id: number, write: ContentWrite): Promise<T> {
      const desk = write.desk ?? { versi: write.input.versi as number | undefined };
      return writeContent(
        deps,
        { upload: write.upload, limits, slugged: true },
        async (db, uploaded) => {
          // One read of the row (its fields and its version), one UPDATE that also stamps the next
          // version where the row still stands at the one read (docs/decisions/082-desk.md).
          const thing = deskItem(kind.jenis, id);
          await holdForWrite(db, thing);
          const before = await repo.findItemById(db, kind, id);
          if (!before) throw missing();
          const standing = standingOf(before);
          const change = { desk, actor: write.actor };
          const stamp = await keepForVersionedUpdate(db, thing, change, standing, item(before));
          const gambar =
            uploaded ?? (kind.picture ? (write.picture ?? desk.paths?.gambar) : undefined);
          const judul = String(write.input.judul);
          await refuseDuplicates(db, kind, write.input, id);
          const slug = await uniqueSlug(db, kind.table, write.slug || judul, id);
          const changes = {
            ...columnsOf(kind, write.input, before, write.authorName ?? ""),
            slug,
            ...(gambar ? { gambar } : {}),
            updated_at: new Date().toISOString(),
            ...stamp,
          };
          const row = await repo.updateItem(db, kind, id, changes, standing.versi);
          if (!row) throw await changedMeanwhile(db, thing);
          await moveSlug(db, kind.table, id, before.slug, slug);
          if (row.status === "terbit" && before.status !== "terbit") {
            await noteNewsPublished(db, kind.jenis, [id], changes.updated_at);
          }
          const aksi = desk.restoring ? "pulihkan" : "ubah";
          await recordChange(db, write.actor, { aksi, jenis, target: judul });
          return { item: item(row), replacedImage: gambar && before.gambar };
        },
      );
    },

    /** Removes the item; its picture and the images it owns go once nothing else shows them. */
    remove(deps: ContentDeps, id: number, actor?: Actor): Promise<void> {
      return removeContent(deps, async (db) => {
        const owned = (await hooks.ownedImages?.(db, id)) ?? [];
        const row = await repo.deleteItem(db, kind, id);
        if (!row) throw missing();
        const shownBefore = await deleteRevisionsOf(db, deskItem(kind.jenis, id));
        await recordChange(db, actor, { aksi: "hapus", jenis, target: String(row.judul) });
        return [row.gambar, ...owned, ...shownBefore];
      });
    },
  };
}

export type ContentOf<T> = ReturnType<typeof contentOf<T>>;
