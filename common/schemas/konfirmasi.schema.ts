import { z } from "zod";

/**
 * The proof a change that would hand the account over asks for (CONTRACT "Account changes prove
 * the person"): the password, and a code when two-step sign-in is on. Both optional here: one
 * that is missing is refused with 403 by the server, not with 400.
 */
export const KonfirmasiSchema = z.object({
  password: z
    .string({ error: "Password harus berupa teks" })
    .max(1000, { error: "Password maksimal 1000 karakter" })
    .optional(),
  kode: z
    .string({ error: "Kode harus berupa teks" })
    .max(50, { error: "Kode maksimal 50 karakter" })
    .optional(),
});
export type KonfirmasiInput = z.infer<typeof KonfirmasiSchema>;
