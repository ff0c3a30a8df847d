// The palace's yearly ceremonies for the demo calendar: only what the public reports listed in
// docs/notes/agenda-ceremonies-sources.md say, in Indonesian and English. The days those reports
// give for past years are recorded as staff would: confirmed, or moved from the computed day.
import type { SeedImageSpec } from "./demo-texts.ts";

export type SeedAgenda = {
  judul: string;
  judul_en: string;
  bulan_hijriah: number;
  tanggal_hijriah: number;
  lokasi: string;
  lokasi_en: string;
  deskripsi: string;
  deskripsi_en: string;
  image: SeedImageSpec;
  /** The reckoning: the palace keeps some rites by the Javanese Aboge calendar. */
  hisab: "islam" | "aboge";
  /** A night rite: on its day's evening or the evening before, from `jam_mulai`. */
  malam: "hari_itu" | "sebelumnya" | null;
  jam_mulai: string | null;
  /** Days the reports give, by the day the calendar computes for that year. */
  dipastikan: Array<{ dihitung: string; tanggal_baru?: string }>;
};

export const seedAgenda: SeedAgenda[] = [
  {
    judul: "Siraman Panjang",
    judul_en: "Siraman Panjang (Washing of the Heirloom Plates)",
    bulan_hijriah: 3,
    tanggal_hijriah: 5,
    lokasi: "Bangsal Pungkuran, Keraton Kasepuhan",
    lokasi_en: "Bangsal Pungkuran, Keraton Kasepuhan",
    deskripsi: `<p>Pada pagi hari 5 Rabiulawal (5 Mulud), piring-piring pusaka peninggalan Sunan Gunung Jati (Syekh Syarif Hidayatullah) dicuci di Bangsal Pungkuran: tujuh piring besar (piring tafsi atau piring panjang), 38 piring pengiring, dua guci, dan botol-botol minyak mawar yang berusia sekitar enam abad. Pencucian memakai air dari sumur-sumur keraton, didahului doa dan salawat.</p>
<p>Pengunjung datang untuk mendapatkan air bekas cucian itu. Pada hari yang sama dibuka ikan (bekasem) yang disimpan sebulan dalam guci, untuk nasi jimat pada malam Panjang Jimat. Siraman Panjang adalah upacara pertama dari rangkaian Maulid di keraton.</p>`,
    deskripsi_en: `<p>On the morning of 5 Rabiulawal (5 Mulud), the heirloom plates left by Sunan Gunung Jati (Syekh Syarif Hidayatullah) are washed at Bangsal Pungkuran: seven large plates (piring tafsi, or piring panjang), 38 accompanying plates, two jars and rose-oil bottles, about six centuries old. They are washed with water from the palace's wells, after prayers and salawat.</p>
<p>Visitors gather for the water. The same day, the fish (bekasem) kept for a month in jars is opened; it goes into the nasi jimat of the Panjang Jimat night. Siraman Panjang is the first rite of the palace's Maulid series.</p>`,
    image: { motif: "pendopo", palette: "biru" },
    // By the palace's Aboge calendar: held on 22 September 2023 (radarcirebon.tv) and Saturday
    // 30 August 2025 (e-satu.com), the days Aboge 5 Mulud falls on; nothing to confirm.
    hisab: "aboge",
    malam: null,
    jam_mulai: null,
    dipastikan: [],
  },
  {
    judul: "Panjang Jimat",
    judul_en: "Panjang Jimat",
    bulan_hijriah: 3,
    tanggal_hijriah: 12,
    lokasi: "Keraton Kasepuhan Cirebon",
    lokasi_en: "Keraton Kasepuhan Cirebon",
    deskripsi: `<p>Malam Pelal, malam 12 Rabiulawal, adalah puncak peringatan Maulid Nabi di keraton. Pusaka-pusaka yang telah dicuci pada Siraman Panjang diarak dalam iring-iringan, dan nasi jimat disajikan. Upacara ini dihadiri ribuan orang.</p>`,
    deskripsi_en: `<p>Malam Pelal, the night of 12 Rabiulawal, is the peak of the palace's commemoration of the Prophet's birthday (Maulid). The heirlooms washed at Siraman Panjang are carried in procession, and nasi jimat is served. The ceremony draws thousands of people.</p>`,
    image: { motif: "pendopo", palette: "emas" },
    // The evening of the government's Maulid day, from about 20.00 (issue 29).
    hisab: "islam",
    malam: "hari_itu",
    jam_mulai: "20:00",
    dipastikan: [
      { dihitung: "2023-09-27", tanggal_baru: "2023-09-28" },
      { dihitung: "2024-09-16" },
      { dihitung: "2025-09-05" },
    ],
  },
  {
    judul: "Grebeg Syawal",
    judul_en: "Grebeg Syawal",
    bulan_hijriah: 10,
    tanggal_hijriah: 8,
    lokasi: "Keraton Kasepuhan dan Astana Gunung Jati",
    lokasi_en: "Keraton Kasepuhan and Astana Gunung Jati",
    deskripsi: `<p>Syukuran setelah puasa enam hari bulan Syawal ("Lebaran Ketupat"). Pagi hari ketupat dikirim ke Astana Gunung Jati, Masjid Agung Sang Cipta Rasa, dan Langgar Agung. Selepas tengah hari keluarga keraton berziarah ke Astana Gunung Jati dengan busana adat putih, untuk tahlil di makam Sunan Gunung Jati, Panembahan Ratu, dan Sultan Sepuh I sampai XIII.</p>`,
    deskripsi_en: `<p>A thanksgiving after the six days of fasting in Syawal ("Lebaran Ketupat"). In the morning, ketupat is sent to Astana Gunung Jati, the Sang Cipta Rasa Great Mosque and Langgar Agung. After midday the palace makes a pilgrimage to Astana Gunung Jati in white traditional dress, for tahlil prayers at the tombs of Sunan Gunung Jati, Panembahan Ratu and Sultans Sepuh I to XIII.</p>`,
    image: { motif: "gapura", palette: "hijau" },
    hisab: "islam",
    malam: null,
    jam_mulai: null,
    // kilascirebon.com, April 2025: held on Wednesday 9 April 2025.
    dipastikan: [{ dihitung: "2025-04-07", tanggal_baru: "2025-04-09" }],
  },
  {
    judul: "Malam 1 Sura (1 Muharam)",
    judul_en: "1 Sura Night (1 Muharram)",
    bulan_hijriah: 1,
    tanggal_hijriah: 1,
    lokasi: "Keraton Kasepuhan Cirebon",
    lokasi_en: "Keraton Kasepuhan Cirebon",
    deskripsi: `<p>Tahun baru Islam diperingati dengan kirab budaya: Kereta Singa Barong dikeluarkan dari museum keraton, diiringi prajurit dan pasukan berkuda keraton. Ada santunan untuk anak yatim dan pagelaran wayang kulit di Bangsal Pagelaran.</p>`,
    deskripsi_en: `<p>The Islamic new year is marked by a cultural procession (kirab budaya): the Singa Barong carriage is brought out of the palace museum, with the palace soldiers and horsemen. Gifts are given to orphans, and a wayang kulit shadow-puppet performance is held at Bangsal Pagelaran.</p>`,
    image: { motif: "kereta", palette: "merah" },
    // The eve of 1 Muharam (a Hijri day begins at sunset), after the Isya prayer.
    hisab: "islam",
    malam: "sebelumnya",
    jam_mulai: "19:00",
    // suarasemesta.co.id, June 2025: 1 Muharam 1447 H fell on 27 June 2025.
    dipastikan: [{ dihitung: "2025-06-27" }],
  },
];
