import type { KonfirmasiInput } from "@common/schemas/konfirmasi.schema.ts";

/** The password (and code) a change was confirmed with. */
export type Proof = Required<Pick<KonfirmasiInput, "password">> & Pick<KonfirmasiInput, "kode">;
