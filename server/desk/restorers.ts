import { englishColumns } from "../../common/content/kind.ts";
import { kindInputSchema } from "../../common/content/kind-input.ts";
import { HeroUpdateSchema } from "../../common/schemas/hero.schema.ts";
import { KunjunganInputSchema } from "../../common/schemas/kunjungan.schema.ts";
import { SettingsInputSchema } from "../../common/schemas/settings.schema.ts";
import type { TextType } from "../../common/schemas/texts.schema.ts";
import type { Role } from "../../common/schemas/users.schema.ts";
import { UserUpdateSchema } from "../../common/schemas/users.schema.ts";
import type { AppDeps } from "../app-deps.ts";
import { contentByJenis } from "../content/registry.ts";
import { updateHeroSlide } from "../hero/hero.service.ts";
import { parseInput } from "../http/errors.ts";
import { saveKunjungan } from "../kunjungan/kunjungan.service.ts";
import type { Actor } from "../riwayat/riwayat.service.ts";
import { saveSettings } from "../settings/settings.service.ts";
import { saveText } from "../texts/texts.service.ts";
import { updateUserById } from "../users/users.service.ts";
import type { DeskWrite } from "./versioned-write.ts";

type Data = Record<string, unknown>;

/** How an earlier version of one kind of thing is written back, and who may. */
export type Restorer = {
  /** Who may list and read its versions. */
  readers: readonly Role[];
  /** Who may restore one: whoever may write the thing. */
  writers: readonly Role[];
  /** Writes `data` back through the thing's own save (a new version); answers the thing. */
  restore: (
    deps: AppDeps,
    id: string,
    data: Data,
    actor: Actor,
    desk: DeskWrite,
  ) => Promise<unknown>;
};

const STAFF: readonly Role[] = ["admin", "editor"];
const ADMIN: readonly Role[] = ["admin"];

/** An English twin a version did not have is restored empty, not kept from the current one. */
const withEnglish = (data: Data, fields: readonly string[]): Data => ({
  ...Object.fromEntries(fields.map((field) => [field, ""])),
  ...data,
});
const text = (value: unknown) => (typeof value === "string" ? value : "");
/** A picture path a version showed (never anything else). */
const picture = (value: unknown) =>
  typeof value === "string" && /^\/uploads\/[a-f0-9]{32}\.[a-z]+$/.test(value) ? value : undefined;

const RESTORERS: Record<string, Restorer> = {
  teks: {
    readers: STAFF,
    writers: ADMIN,
    restore: (deps, id, data, actor, desk) =>
      saveText(deps, id as TextType, text(data.content), actor, text(data.content_en), desk),
  },
  settings: {
    readers: STAFF,
    writers: ADMIN,
    restore: (deps, _id, data, actor, desk) => {
      const english = ["Deskripsi_Footer_en", "Deskripsi_Kesultanan_en", "Teks_Sambutan_en"];
      const input = parseInput(SettingsInputSchema, withEnglish(data, english));
      const paths: Record<string, string> = {};
      for (const field of ["Gambar_Struktur", "Gambar_Sambutan"]) {
        const path = picture(data[field]);
        if (path) paths[field] = path;
      }
      return saveSettings(deps, input, {}, actor, { ...desk, paths });
    },
  },
  kunjungan: {
    readers: STAFF,
    writers: ADMIN,
    restore: (deps, _id, data, actor, desk) => {
      const input = parseInput(
        KunjunganInputSchema,
        withEnglish(data, ["catatan_en", "petunjuk_en"]),
      );
      return saveKunjungan(deps, input, actor, desk);
    },
  },
  hero: {
    readers: STAFF,
    writers: ADMIN,
    restore: (deps, id, data, actor, desk) => {
      const input = parseInput(HeroUpdateSchema, {
        keterangan: text(data.keterangan),
        keterangan_en: text(data.keterangan_en),
      });
      const gambar = picture(data.gambar);
      const paths = gambar ? { gambar } : undefined;
      return updateHeroSlide(deps, Number(id), input, undefined, actor, { ...desk, paths });
    },
  },
  user: {
    readers: ADMIN,
    writers: ADMIN,
    restore: (deps, id, data, actor, desk) => {
      const { name, role, email, notifikasi } = data;
      const input = parseInput(UserUpdateSchema, { name, role, email, notifikasi });
      return updateUserById(deps.db, Number(id), input, actor, desk);
    },
  },
};

/**
 * Every kind of content, from its declaration: its words and picture come back; its status stays
 * as it is now (a restore never publishes, unpublishes or reschedules).
 */
function contentRestorer(jenis: string): Restorer | undefined {
  const content = contentByJenis(jenis);
  if (!content) return undefined;
  const { kind } = content;
  const schema = kindInputSchema(kind);
  return {
    readers: STAFF,
    writers: STAFF,
    restore: (deps, id, data, actor, desk) => {
      const { status: _status, terbit_pada: _terbitPada, ...words } = data;
      const input = parseInput(schema, withEnglish(words, englishColumns(kind)));
      const gambar = picture(data.gambar);
      const paths = gambar ? { gambar } : undefined;
      return content.update(deps, Number(id), {
        input,
        actor,
        authorName: actor.name ?? actor.username,
        desk: { ...desk, paths },
      });
    },
  };
}

/** How versions of this kind are restored; undefined for a kind that keeps none. */
export function restorerOf(jenis: string): Restorer | undefined {
  return RESTORERS[jenis] ?? contentRestorer(jenis);
}
