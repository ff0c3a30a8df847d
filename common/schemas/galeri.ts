import { z } from "zod";
import { optionalLine } from "./fields.ts";

export const GaleriInputSchema = z.object({
  keterangan: optionalLine("Keterangan", 300),
});
