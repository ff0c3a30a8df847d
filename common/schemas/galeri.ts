import { z } from "zod";
import { englishLine, optionalText } from "./fields.ts";

export const GaleriInputSchema = z.object({
  keterangan: optionalText("Keterangan", 300),
  keterangan_en: englishLine("Keterangan", 300),
});
