import { z } from "zod";
import { MESSAGES } from "../messages.ts";
import { isoDate, optionalText, requiredLine } from "../schemas/fields.ts";
import { defineKind } from "./kind.ts";

/** The palace's articles: news and announcements, most read first on the home page. */
export const informasiKind = defineKind({
  jenis: "informasi",
  table: "informasi",
  fields: {
    judul: { type: "line", label: "Judul", schema: requiredLine("Judul", 200), englishMax: 200 },
    tanggal: {
      type: "date",
      label: "Tanggal",
      schema: z
        .union([z.literal(""), isoDate])
        .optional()
        .default(""),
      fallback: "today",
    },
    deskripsi: {
      type: "richText",
      label: "Deskripsi",
      schema: optionalText("Deskripsi", 100_000),
      englishMax: 100_000,
    },
  },
  picture: true,
  publicPath: "/informasi",
  listOrder: "tanggal",
  counters: ["views"],
  searchable: true,
  words: {
    plural: "Informasi",
    singular: "informasi",
    notFound: MESSAGES.informasiNotFound,
    created: MESSAGES.informasiCreated,
    updated: MESSAGES.informasiUpdated,
    deleted: MESSAGES.informasiDeleted,
  },
});
