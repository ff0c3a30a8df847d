import { z } from "zod";
import { englishLine, optionalLine } from "./fields.ts";

export const GaleriInputSchema = z.object({
  keterangan: optionalLine("Keterangan", 300),
  keterangan_en: englishLine("Keterangan", 300),
});
