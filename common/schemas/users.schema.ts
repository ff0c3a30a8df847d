import { z } from "zod";
import { versiField } from "./desk.schema.ts";
import { requiredLine } from "./fields.ts";

export const ROLES = ["admin", "editor"] as const;
export type Role = (typeof ROLES)[number];

export const LoginInputSchema = z.object({
  username: z
    .string({ error: "Username wajib diisi" })
    .max(200, { error: "Username maksimal 200 karakter" }),
  password: z
    .string({ error: "Password wajib diisi" })
    .max(1000, { error: "Password maksimal 1000 karakter" }),
});

const usernameField = z
  .string({ error: "Username wajib diisi" })
  .trim()
  .regex(/^[A-Za-z0-9._-]{3,50}$/, {
    error: "Username 3–50 karakter: huruf, angka, titik, garis bawah atau tanda hubung",
  });
const passwordField = z
  .string({ error: "Password wajib diisi" })
  .min(8, { error: "Password minimal 8 karakter" })
  .max(200, { error: "Password maksimal 200 karakter" });
const roleField = z.enum(ROLES, { error: "Role harus admin atau editor" });
/** Optional: "" for none. One line, a real address. */
const emailField = z
  .string({ error: "Email harus berupa teks" })
  .trim()
  .max(254, { error: "Email maksimal 254 karakter" })
  .pipe(z.union([z.literal(""), z.email({ error: "Alamat email tidak valid" })]));
const notifikasiField = z.boolean({ error: "Pemberitahuan harus ya atau tidak" });

export const UserCreateSchema = z.object({
  name: requiredLine("Nama", 100),
  username: usernameField,
  password: passwordField,
  role: roleField,
  email: emailField.optional(),
  notifikasi: notifikasiField.optional(),
});
export type UserCreateInput = z.infer<typeof UserCreateSchema>;

export const UserUpdateSchema = z.object({
  name: requiredLine("Nama", 100),
  role: roleField,
  password: z.union([z.literal(""), passwordField]).optional(),
  /** Left out keeps the saved address and choice. */
  email: emailField.optional(),
  notifikasi: notifikasiField.optional(),
  versi: versiField,
});
export type UserUpdateInput = z.infer<typeof UserUpdateSchema>;

export const OwnPasswordSchema = z.object({
  password_lama: z
    .string({ error: "Password lama wajib diisi" })
    .min(1, { error: "Password lama wajib diisi" })
    .max(1000, { error: "Password lama maksimal 1000 karakter" }),
  password_baru: passwordField,
});
export type OwnPasswordInput = z.infer<typeof OwnPasswordSchema>;

/** What each person sets in "Akun Saya": their address and whether new visit requests mail them. */
export const OwnMailSettingsSchema = z.object({
  email: emailField,
  notifikasi: notifikasiField,
});
export type OwnMailSettingsInput = z.infer<typeof OwnMailSettingsSchema>;

/** A forgotten password: the username or the email of the account. */
export const LupaPasswordSchema = z.object({
  username: z
    .string({ error: "Isi nama pengguna atau email" })
    .trim()
    .min(1, { error: "Isi nama pengguna atau email" })
    .max(254, { error: "Nama pengguna atau email maksimal 254 karakter" }),
});

/** A new password set through the link of a forgotten-password mail. */
export const AturUlangPasswordSchema = z.object({
  token: z
    .string({ error: "Tautan tidak lengkap" })
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: "Tautan tidak lengkap atau rusak" }),
  password_baru: passwordField,
});
export type AturUlangPasswordInput = z.infer<typeof AturUlangPasswordSchema>;
