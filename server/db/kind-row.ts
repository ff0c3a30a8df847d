// The TypeScript type of a kind's table, read from its declaration as server/db/kind-table.ts
// makes the table: a declaration and its row type cannot differ.
import type { Generated } from "kysely";
import type { z } from "zod";
import type { ContentKind } from "../../common/content/kind.ts";
import type { ContentStatus } from "../../common/schemas/content.schema.ts";

/** What a field's rule gives, as its column holds it (a number column holds numbers). */
type Value<F> = F extends { schema: infer S extends z.ZodType }
  ? unknown extends z.output<S>
    ? F extends { stored: { type: "integer" } }
      ? number
      : string
    : NonNullable<z.output<S>>
  : never;

/** Nullable, given on every write, or filled by the database when not given. */
type FieldColumn<F> = F extends { stored: { nullable: true } }
  ? Value<F> | null
  : F extends { stored: { default: null } }
    ? Value<F>
    : Generated<Value<F>>;

type Fields<K extends ContentKind> = {
  -readonly [N in keyof K["fields"]]: FieldColumn<K["fields"][N]>;
};

type EnglishTwins<K extends ContentKind> = {
  -readonly [N in keyof K["fields"] as K["fields"][N] extends { englishMax: number }
    ? `${N & string}_en`
    : never]: Generated<string>;
};

type Picture<K extends ContentKind> = K["picture"] extends true
  ? {
      gambar: Generated<string>;
      keterangan_gambar: Generated<string>;
      keterangan_gambar_en: Generated<string>;
    }
  : unknown;

type Counters<K extends ContentKind> = { [C in K["counters"][number]]: Generated<number> };

/** The columns every kind has: its key, slug, state and what the desk keeps (server/desk). */
type CoreColumns = {
  id: Generated<number>;
  slug: string;
  status: Generated<ContentStatus>;
  created_at: string;
  updated_at: string;
  /** Raised by each write; a write sending another one is refused (server/desk). */
  versi: Generated<number>;
  /** The name of who wrote the current version ("" before the desk kept it). */
  diubah_oleh: Generated<string>;
  /** When a `terjadwal` item publishes by itself (ISO 8601); null otherwise. */
  terbit_pada: string | null;
};

/** A kind's table as Kysely sees it. */
export type KindTable<K extends ContentKind> = CoreColumns &
  Fields<K> &
  EnglishTwins<K> &
  Picture<K> &
  Counters<K>;
