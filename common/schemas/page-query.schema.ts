import { z } from "zod";

export const PageQuerySchema = z.object({
  page: z.coerce
    .number({ error: "page harus angka" })
    .int({ error: "page harus bilangan bulat" })
    .min(1, { error: "page minimal 1" })
    .optional(),
  limit: z.coerce
    .number({ error: "limit harus angka" })
    .int({ error: "limit harus bilangan bulat" })
    .min(1, { error: "limit minimal 1" })
    .max(100, { error: "limit maksimal 100" })
    .optional(),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;
