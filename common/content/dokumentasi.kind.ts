import { CONFIRMATIONS, MESSAGES, POPUPS, UI_TEXTS } from "../messages.ts";
import { isoDate, optionalLine } from "../schemas/fields.ts";
import { defineKind } from "./kind.ts";
import { descriptionField, titleField } from "./kind-fields.ts";

/** The record of the palace's activities ("Kegiatan" to visitors), each with its gallery. */
export const dokumentasiKind = defineKind({
  jenis: "dokumentasi",
  table: "dokumentasi",
  fields: {
    judul: titleField(),
    tanggal: {
      type: "date",
      label: "Tanggal",
      schema: isoDate,
      required: true,
      stored: { default: null },
    },
    uploaded: {
      type: "line",
      label: "Nama pengunggah",
      schema: optionalLine("Nama pengunggah", 100),
      fallback: "authorName",
      hint: "Kosongkan untuk memakai nama akun Anda.",
      column: "Uploaded",
    },
    deskripsi: descriptionField(),
  },
  picture: true,
  gallery: true,
  publicPath: "/kegiatan",
  names: {
    id: { nav: "Kegiatan", search: "Dokumentasi Kegiatan" },
    en: { nav: "Activities", search: "Activities" },
  },
  pagedList: true,
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
  backoffice: {
    title: "Dokumentasi Kegiatan",
    icon: "dokumentasi",
    description:
      "Foto dan cerita kegiatan keraton; tampil di halaman utama dan di halaman kegiatan.",
    addLabel: "Tambah Dokumentasi",
    addTitle: "Tambah Dokumentasi",
    editTitle: "Edit Dokumentasi",
    tableCaption: "Daftar dokumentasi kegiatan",
    titleColumn: "Judul",
    titleWidth: "md:min-w-40",
    textWidth: "md:max-w-72",
    emptyText: UI_TEXTS.noDokumentasi,
    imageEditHint: "Kosongkan jika tidak ingin mengganti gambar.",
    // SPEC §5: saving needs a token ('Anda belum login'), tanggal is required.
    checkBeforeSend: true,
    readBeforeEdit: false,
    popups: {
      loadFailed: POPUPS.dokumentasi.loadFailed,
      editLoadFailed: POPUPS.dokumentasi.loadFailed,
      createFailed: POPUPS.dokumentasi.saveFailed,
      updateFailed: POPUPS.dokumentasi.saveFailed,
      serverMessageOnFailure: true,
      created: POPUPS.dokumentasi.created,
      updated: POPUPS.dokumentasi.updated,
      deleted: POPUPS.dokumentasi.deleted,
      deleteFailed: POPUPS.dokumentasi.deleteFailed,
    },
    confirmDelete: (judul) => ({ confirm: CONFIRMATIONS.deleteDokumentasi, name: judul }),
  },
});
