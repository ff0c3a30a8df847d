import { z } from "zod";
import { optionalText } from "./fields.ts";

export const GaleriInputSchema = z.object({
  keterangan: optionalText("Keterangan", 300),
});
