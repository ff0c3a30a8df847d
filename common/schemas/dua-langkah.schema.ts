import { z } from "zod";

/** A code as typed: spaces are allowed (an app shows "123 456"); the server takes them out. */
const kodeField = z
  .string({ error: "Kode wajib diisi" })
  .max(50, { error: "Kode maksimal 50 karakter" })
  .refine((kode) => kode.replace(/[\s-]/g, "") !== "", { error: "Kode wajib diisi" });

export const KodeSchema = z.object({ kode: kodeField });
export type KodeInput = z.infer<typeof KodeSchema>;

export const LoginKodeSchema = z.object({
  tiket: z
    .string({ error: "Tiket login wajib dikirim" })
    .min(1, { error: "Tiket login wajib dikirim" })
    .max(200, { error: "Tiket login tidak valid" }),
  kode: kodeField,
});
export type LoginKodeInput = z.infer<typeof LoginKodeSchema>;

export const NonaktifkanDuaLangkahSchema = z.object({
  password: z
    .string({ error: "Password wajib diisi" })
    .min(1, { error: "Password wajib diisi" })
    .max(1000, { error: "Password maksimal 1000 karakter" }),
  kode: kodeField,
});
export type NonaktifkanDuaLangkahInput = z.infer<typeof NonaktifkanDuaLangkahSchema>;

/** An admin removing a user's second step confirms with their own password. */
export const HapusDuaLangkahSchema = z.object({
  password: z
    .string({ error: "Password Anda wajib diisi" })
    .min(1, { error: "Password Anda wajib diisi" })
    .max(1000, { error: "Password maksimal 1000 karakter" }),
});
