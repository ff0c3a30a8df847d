import { CONFIRMATIONS, MESSAGES, POPUPS } from "../messages.ts";
import { AGENDA_FIELD_SCHEMAS, checkAgendaWhen } from "../schemas/agenda.schema.ts";
import { defineKind } from "./kind.ts";

/**
 * The palace's calendar (issue 18): ceremonies once, yearly on a Gregorian date or yearly on a
 * Hijri date. The core gives it its writes, slugs, change record, backup and image references;
 * it answers its reads itself (occurrences, server/agenda/agenda.router.ts), and its back-office
 * screen and public pages are its own (a date rule and a month of occurrences fit no common form).
 */
export const agendaKind = defineKind({
  jenis: "agenda",
  table: "agenda",
  fields: {
    judul: {
      type: "line",
      label: "Judul",
      schema: AGENDA_FIELD_SCHEMAS.judul,
      englishMax: 200,
      stored: { default: null },
    },
    ulang: {
      type: "line",
      label: "Pengulangan",
      schema: AGENDA_FIELD_SCHEMAS.ulang,
      stored: { default: null },
    },
    tanggal: {
      type: "date",
      label: "Tanggal",
      schema: AGENDA_FIELD_SCHEMAS.tanggal,
      stored: { nullable: true },
    },
    bulan_hijriah: {
      type: "line",
      label: "Bulan Hijriah",
      schema: AGENDA_FIELD_SCHEMAS.bulan_hijriah,
      stored: { type: "integer", nullable: true },
    },
    tanggal_hijriah: {
      type: "line",
      label: "Tanggal Hijriah",
      schema: AGENDA_FIELD_SCHEMAS.tanggal_hijriah,
      stored: { type: "integer", nullable: true },
    },
    hisab: {
      type: "line",
      label: "Penanggalan",
      schema: AGENDA_FIELD_SCHEMAS.hisab,
      stored: { default: "islam" },
    },
    lama_hari: {
      type: "line",
      label: "Lama (hari)",
      schema: AGENDA_FIELD_SCHEMAS.lama_hari,
      stored: { type: "integer", default: 1 },
    },
    malam: {
      type: "line",
      label: "Malam hari",
      schema: AGENDA_FIELD_SCHEMAS.malam,
      stored: { nullable: true },
    },
    jam_mulai: {
      type: "line",
      label: "Jam mulai",
      schema: AGENDA_FIELD_SCHEMAS.jam_mulai,
      stored: { nullable: true },
    },
    jam_selesai: {
      type: "line",
      label: "Jam selesai",
      schema: AGENDA_FIELD_SCHEMAS.jam_selesai,
      stored: { nullable: true },
    },
    lokasi: { type: "line", label: "Lokasi", schema: AGENDA_FIELD_SCHEMAS.lokasi, englishMax: 200 },
    deskripsi: {
      type: "richText",
      label: "Deskripsi",
      schema: AGENDA_FIELD_SCHEMAS.deskripsi,
      englishMax: 100_000,
    },
  },
  check: checkAgendaWhen,
  picture: true,
  publicPath: "/agenda",
  names: {
    id: { nav: "Agenda", search: "Agenda" },
    en: { nav: "Agenda", search: "Events" },
  },
  // One page of what is coming (occurrences, not items): no `?halaman=`.
  pagedList: false,
  listOrder: "updated_at",
  counters: [],
  searchable: true,
  words: {
    plural: "Agenda",
    singular: "agenda",
    notFound: MESSAGES.agendaNotFound,
    created: MESSAGES.agendaCreated,
    updated: MESSAGES.agendaUpdated,
    deleted: MESSAGES.agendaDeleted,
  },
  backoffice: {
    title: "Agenda",
    icon: "agenda",
    description:
      "Upacara dan acara keraton; tampil di halaman Agenda, beranda, dan kalender langganan.",
    addLabel: "Tambah Agenda",
    addTitle: "Tambah Agenda",
    editTitle: "Edit Agenda",
    tableCaption: "Daftar agenda",
    titleColumn: "Agenda",
    titleWidth: "md:min-w-44",
    textWidth: "md:max-w-80",
    emptyText: "Belum ada agenda.",
    imageEditHint: "Kosongkan untuk tetap memakai gambar yang tersimpan.",
    checkBeforeSend: false,
    readBeforeEdit: false,
    popups: {
      ...POPUPS.agenda,
      editLoadFailed: POPUPS.informasi.editLoadFailed,
      serverMessageOnFailure: true,
    },
    confirmDelete: (judul) => ({ confirm: CONFIRMATIONS.deleteAgenda(judul) }),
  },
});
