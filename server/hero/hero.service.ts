import type { HeroSlide } from "../../common/api-types.ts";
import { MESSAGES } from "../../common/messages.ts";
import type { HeroCreateInput, HeroUpdateInput } from "../../common/schemas/hero.schema.ts";
import { presentTranslations } from "../../common/translation.ts";
import { type ContentDeps, removeContent, writeContent } from "../content/content-write.ts";
import type { Db } from "../db/create-database.ts";
import type { HeroRow } from "../db/schema.ts";
import { deskItem } from "../desk/desk-items.ts";
import { deleteRevisionsOf } from "../desk/revisions.repository.ts";
import { type DeskWrite, stampVersion, writeVersioned } from "../desk/versioned-write.ts";
import { DomainError, notFound } from "../domain-error.ts";
import { type Actor, recordChange } from "../riwayat/riwayat.service.ts";
import * as repo from "./hero.repository.ts";

/** The banner shows at most this many pictures. */
export const MAX_HERO_SLIDES = 10;

const heroNotFound = () => notFound(MESSAGES.heroNotFound);

function toHeroSlide({ id, gambar, keterangan, urutan, keterangan_en, versi }: HeroRow): HeroSlide {
  return {
    id,
    gambar,
    keterangan,
    urutan: Number(urutan),
    ...presentTranslations({ keterangan_en }),
    versi: Number(versi),
  };
}

const targetOf = (row: HeroRow) => row.keterangan || `Gambar banner ${row.id}`;

/** The slides in the order the banner shows them. */
export async function listHeroSlides(db: Db): Promise<HeroSlide[]> {
  return (await repo.listHero(db)).map(toHeroSlide);
}

/**
 * Numbers the slides 1, 2, 3 … in the given order. Places are always distinct: a slide moved to
 * a taken place goes before the slide that had it, which moves one down.
 */
async function renumber(db: Db, ordered: HeroRow[]): Promise<void> {
  for (const [index, row] of ordered.entries()) {
    if (Number(row.urutan) !== index + 1) {
      await repo.updateHero(db, row.id, { urutan: index + 1 });
    }
  }
}

/** Adds a slide at the end of the banner; 409 when it already holds the most it may. */
export function createHeroSlide(
  deps: ContentDeps,
  input: HeroCreateInput,
  upload: File | undefined,
  actor?: Actor,
): Promise<HeroSlide> {
  if (!upload) {
    const message = MESSAGES.heroImageRequired;
    return Promise.reject(new DomainError("invalid", message, { gambar: message }));
  }
  return writeContent(deps, { upload }, async (db, gambar) => {
    await repo.lockHero(db);
    const slides = await repo.listHero(db);
    if (slides.length >= MAX_HERO_SLIDES) throw new DomainError("conflict", MESSAGES.heroLimit);
    const now = new Date().toISOString();
    const row = await repo.insertHero(db, {
      gambar: gambar ?? "",
      keterangan: input.keterangan ?? "",
      keterangan_en: input.keterangan_en ?? "",
      urutan: slides.length + 1,
      created_at: now,
      updated_at: now,
    });
    await stampVersion(db, deskItem("hero", row.id), 1, actor);
    await recordChange(db, actor, { aksi: "tambah", jenis: "hero", target: targetOf(row) });
    return { item: toHeroSlide(row) };
  });
}

/**
 * Changes a slide's words or picture (a restored version: the picture it showed), or moves it to
 * place `urutan` (past the end: last).
 */
export function updateHeroSlide(
  deps: ContentDeps,
  id: number,
  input: HeroUpdateInput,
  upload?: File,
  actor?: Actor,
  desk: DeskWrite = { versi: input.versi },
): Promise<HeroSlide> {
  return writeContent(deps, { upload }, async (db, uploaded) => {
    await repo.lockHero(db);
    const existing = await repo.findHeroById(db, id);
    if (!existing) throw heroNotFound();
    const gambar = uploaded ?? desk.paths?.gambar;
    const snapshot = async () => toHeroSlide(existing);
    await writeVersioned(db, deskItem("hero", id), { desk, actor }, snapshot, () =>
      write(db, existing, gambar),
    );
    const row = await repo.findHeroById(db, id);
    if (!row) throw heroNotFound();
    return { item: toHeroSlide(row), replacedImage: gambar && existing.gambar };
  });

  async function write(db: Db, existing: HeroRow, gambar: string | undefined) {
    await repo.updateHero(db, id, {
      ...(input.keterangan !== undefined ? { keterangan: input.keterangan } : {}),
      ...(input.keterangan_en !== undefined ? { keterangan_en: input.keterangan_en } : {}),
      ...(gambar ? { gambar } : {}),
      updated_at: new Date().toISOString(),
    });
    if (input.urutan !== undefined) {
      const others = (await repo.listHero(db)).filter((row) => row.id !== id);
      const place = Math.min(input.urutan, others.length + 1) - 1;
      others.splice(place, 0, existing);
      await renumber(db, others);
    }
    const row = await repo.findHeroById(db, id);
    if (!row) throw heroNotFound();
    const aksi = desk.restoring ? "pulihkan" : "ubah";
    await recordChange(db, actor, { aksi, jenis: "hero", target: targetOf(row) });
  }
}

/** Removes a slide; those after it move up one place. */
export function deleteHeroSlide(deps: ContentDeps, id: number, actor?: Actor): Promise<void> {
  return removeContent(deps, async (db) => {
    await repo.lockHero(db);
    const row = await repo.deleteHero(db, id);
    if (!row) throw heroNotFound();
    await renumber(db, await repo.listHero(db));
    const shownBefore = await deleteRevisionsOf(db, deskItem("hero", id));
    await recordChange(db, actor, { aksi: "hapus", jenis: "hero", target: targetOf(row) });
    return [row.gambar, ...shownBefore];
  });
}
