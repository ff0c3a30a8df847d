import { z } from "zod";

export const CariQuerySchema = z.object({
  q: z.string().max(200, { error: "Kata kunci maksimal 200 karakter" }).optional().default(""),
});
