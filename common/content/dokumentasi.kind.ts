import { MESSAGES } from "../messages.ts";
import { isoDate, optionalLine, optionalText, requiredLine } from "../schemas/fields.ts";
import { defineKind } from "./kind.ts";

/** The record of the palace's activities ("Kegiatan" to visitors), each with its gallery. */
export const dokumentasiKind = defineKind({
  jenis: "dokumentasi",
  table: "dokumentasi",
  fields: {
    judul: { type: "line", label: "Judul", schema: requiredLine("Judul", 200), englishMax: 200 },
    tanggal: { type: "date", label: "Tanggal", schema: isoDate },
    uploaded: {
      type: "line",
      label: "Nama pengunggah",
      schema: optionalLine("Nama pengunggah", 100),
      fallback: "authorName",
    },
    deskripsi: {
      type: "richText",
      label: "Deskripsi",
      schema: optionalText("Deskripsi", 100_000),
      englishMax: 100_000,
    },
  },
  picture: true,
  publicPath: "/kegiatan",
  listOrder: "tanggal",
  counters: [],
  searchable: true,
  words: {
    plural: "Dokumentasi",
    singular: "dokumentasi",
    notFound: MESSAGES.dokumentasiNotFound,
    created: MESSAGES.dokumentasiCreated,
    updated: MESSAGES.dokumentasiUpdated,
    deleted: MESSAGES.dokumentasiDeleted,
  },
});
