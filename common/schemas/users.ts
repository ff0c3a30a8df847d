import { z } from "zod";
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

export const UserCreateSchema = z.object({
  name: requiredLine("Nama", 100),
  username: usernameField,
  password: passwordField,
  role: roleField,
});
export type UserCreateInput = z.infer<typeof UserCreateSchema>;

export const UserUpdateSchema = z.object({
  name: requiredLine("Nama", 100),
  role: roleField,
  password: z.union([z.literal(""), passwordField]).optional(),
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
