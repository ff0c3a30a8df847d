import { z } from "zod";
import { CONFIRMATIONS, MESSAGES, POPUPS, UI_TEXTS } from "../messages.ts";
import { isoDate } from "../schemas/fields.ts";
import { defineKind } from "./kind.ts";
import { descriptionField, titleField } from "./kind-fields.ts";

/** The palace's articles: news and announcements, most read first on the home page. */
export const informasiKind = defineKind({
  jenis: "informasi",
  table: "informasi",
  fields: {
    judul: titleField(),
    tanggal: {
      type: "date",
      label: "Tanggal",
      schema: z
        .union([z.literal(""), isoDate])
        .optional()
        .default(""),
      fallback: "today",
      stored: { default: null },
      hint: "Kosongkan untuk memakai tanggal terbitnya (hari ini, atau hari terbit bila dijadwalkan).",
    },
    deskripsi: descriptionField(),
  },
  picture: true,
  publicPath: "/informasi",
  names: {
    id: { nav: "Informasi", search: "Informasi" },
    en: { nav: "News", search: "News" },
  },
  pagedList: true,
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
  backoffice: {
    title: "Informasi",
    icon: "informasi",
    description: "Artikel dan pengumuman untuk pengunjung; tampil di halaman Informasi.",
    addLabel: "Tambah Informasi",
    addTitle: "Tambah Informasi",
    editTitle: "Edit Informasi",
    tableCaption: "Daftar informasi",
    titleColumn: "Informasi",
    titleWidth: "md:min-w-44",
    textWidth: "md:max-w-80",
    emptyText: UI_TEXTS.noInformasi,
    imageEditHint: UI_TEXTS.informasiImageHint,
    // SPEC has no required checks here: the server's answer is shown.
    checkBeforeSend: false,
    readBeforeEdit: true,
    popups: { ...POPUPS.informasi, serverMessageOnFailure: false },
    confirmDelete: (judul) => ({ confirm: CONFIRMATIONS.deleteInformasi(judul) }),
  },
});
