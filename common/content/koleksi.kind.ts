import { KATEGORI, LISENSI } from "../koleksi/koleksi-terms.ts";
import { optionalLine, requiredLine } from "../schemas/fields.ts";
import { defineKind } from "./kind.ts";
import { choiceField, descriptionField, titleField } from "./kind-fields.ts";

// The form's groups, as a cataloguer fills a museum's record card.
const IDENTITAS = "Identitas benda";
const KATALOG = "Data katalog";
const HAK = "Hak atas foto";

const oneLine = (label: string, english: boolean) => ({
  type: "line" as const,
  label,
  schema: optionalLine(label, 200),
  group: KATALOG,
  ...(english ? { englishMax: 200 } : {}),
});

const names = <T extends Record<string, unknown>>(values: T, name: (v: T[keyof T]) => string) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, name(v as T[keyof T])]));

/** The palace museum's collection: each heirloom with its catalogue data and its views. */
export const koleksiKind = defineKind({
  jenis: "koleksi",
  table: "koleksi",
  fields: {
    judul: titleField("Nama benda"),
    nomor_inventaris: {
      type: "line",
      label: "Nomor inventaris",
      schema: requiredLine("Nomor inventaris", 40),
      required: true,
      unique: "Nomor inventaris sudah dipakai koleksi lain",
      column: "No. inventaris",
      group: IDENTITAS,
      // Every write gives it: its column has no default.
      stored: { default: null },
    },
    kategori: {
      ...choiceField(
        "Kategori",
        names(KATEGORI, (k) => k.id),
        "lainnya",
        "Kategori tidak dikenal",
      ),
      column: "Kategori",
      group: IDENTITAS,
      stored: { default: "lainnya" },
    },
    bahan: oneLine("Bahan", true),
    periode: oneLine("Periode", true),
    asal: oneLine("Asal", true),
    ukuran: oneLine("Ukuran", false),
    lokasi: oneLine("Lokasi", false),
    lisensi: {
      ...choiceField(
        "Lisensi",
        names(LISENSI, (l) => l.nama),
        "inc",
        "Lisensi tidak dikenal",
      ),
      group: HAK,
      hint: "Lisensi foto-foto benda ini, tampil di halaman benda dan di manifes IIIF.",
      stored: { default: "inc" },
    },
    deskripsi: descriptionField(),
  },
  picture: true,
  // Masters as museums photograph them, kept whole for deep zoom.
  upload: { maxBytes: 50 * 1024 * 1024, maxPixels: 100_000_000, fullSize: true },
  gallery: true,
  publicPath: "/koleksi",
  names: {
    id: { nav: "Koleksi", search: "Koleksi Museum" },
    en: { nav: "Collection", search: "Museum Collection" },
  },
  pagedList: true,
  listOrder: "created_at",
  listFilters: ["kategori", "q"],
  counters: [],
  searchable: true,
  words: {
    plural: "Koleksi",
    singular: "koleksi",
    notFound: "Koleksi tidak ditemukan",
    created: "Koleksi berhasil ditambahkan",
    updated: "Koleksi berhasil diperbarui",
    deleted: "Koleksi berhasil dihapus",
  },
  publicWords: {
    id: {
      title: "Koleksi Museum",
      lead: "Benda-benda pusaka simpanan Museum Keraton Kasepuhan Cirebon.",
      empty: "Belum ada koleksi.",
    },
    en: {
      title: "Museum Collection",
      lead: "Heirlooms kept by the museum of Keraton Kasepuhan Cirebon.",
      empty: "No objects yet.",
    },
  },
  backoffice: {
    title: "Koleksi",
    icon: "informasi",
    description: "Benda-benda museum keraton: data katalog, foto, dan lisensinya.",
    addLabel: "Tambah Koleksi",
    addTitle: "Tambah Koleksi",
    editTitle: "Edit Koleksi",
    tableCaption: "Daftar koleksi museum",
    titleColumn: "Nama benda",
    titleWidth: "md:min-w-44",
    textWidth: "md:max-w-72",
    emptyText: "Belum ada koleksi.",
    imageEditHint: "Kosongkan jika tidak ingin mengganti gambar.",
    checkBeforeSend: true,
    readBeforeEdit: true,
    popups: {
      editLoadFailed: { title: "Gagal", text: "Gagal mengambil data koleksi." },
      createFailed: { title: "Gagal", text: "Koleksi gagal ditambahkan." },
      updateFailed: { title: "Gagal", text: "Koleksi gagal diperbarui." },
      serverMessageOnFailure: true,
      created: { title: "Berhasil", text: "Koleksi berhasil ditambahkan" },
      updated: { title: "Berhasil", text: "Koleksi berhasil diperbarui" },
      deleted: { title: "Berhasil", text: "Koleksi berhasil dihapus" },
      deleteFailed: { title: "Gagal", text: "Koleksi gagal dihapus." },
    },
    confirmDelete: (judul) => ({
      confirm: { title: "Hapus koleksi?", text: "Data dan semua fotonya akan dihapus permanen." },
      name: judul,
    }),
  },
});
