// Every fixed text of the public site in Indonesian: the words SPEC and CONTRACT fix come from
// ../messages.ts (one source for the public site and the back office), the others live here.
// `en.ts` has the same shape (its type is this object's), so no key can be missing there.
import { HARI_LABEL } from "../kunjungan.ts";
import { MESSAGES, UI_TEXTS } from "../messages.ts";

export const id = {
  lang: "id",
  /** The other language's name, in that language (the language switch). */
  switchLabel: "English",
  switchTitle: "Read this page in English",
  layout: {
    skipToContent: "Langsung ke konten utama",
    mainNav: "Navigasi utama",
    menu: "Menu",
    nav: {
      home: "Beranda",
      struktur: "Struktur Kesultanan",
      kunjungan: "Kunjungan",
      contact: "Kontak",
    },
    search: "Cari",
    dashboard: "Dashboard",
    logout: "Logout",
    login: "Login",
    footerMenu: "Menu footer",
    footerMenuHeading: "Menu",
    footerSearchLabel: "Cari di situs dari menu footer",
    hoursToday: (hari: string) => `Jam buka hari ini (${hari})`,
    contactHeading: "Kontak",
    address: "Alamat",
    whatsapp: "WhatsApp",
    email: "Email",
    copyright: (year: number, siteName: string) =>
      `© ${year} ${siteName}. Seluruh hak cipta dilindungi.`,
    rssTitle: "Informasi",
  },
  searchBox: {
    label: "Cari di situs",
    keyword: "Kata kunci",
    placeholder: "Cari…",
    submit: "Cari",
  },
  seo: {
    defaultDescription:
      "Situs resmi Keraton Kasepuhan Cirebon: sejarah, silsilah, struktur kesultanan, informasi, dokumentasi kegiatan dan kontak keraton.",
    ogLocale: "id_ID",
    touristType: "Wisata sejarah dan budaya",
    notFoundTitle: "Halaman tidak ditemukan",
    defaultImageAlt: "Gambar gerbang candi bentar Keraton Kasepuhan Cirebon",
  },
  errors: {
    title: "Terjadi kesalahan",
    text: "Maaf, halaman ini tidak dapat ditampilkan. Silakan coba lagi.",
    notFoundTitle: UI_TEXTS.notFoundTitle,
    notFoundText: UI_TEXTS.notFoundText,
    backHome: UI_TEXTS.backHome,
    agendaNotFound: MESSAGES.agendaNotFound,
    dokumentasiNotFound: MESSAGES.dokumentasiNotFound,
  },
  hero: {
    label: "Galeri Keraton",
    kicker: "Situs Resmi",
    welcome: "Selamat Datang di",
    lead: "Jelajahi sejarah dan budaya keraton tertua di Cirebon, warisan Kesultanan yang tetap terjaga sejak abad ke-15.",
    slideOf: (n: number, count: number) => `${n} dari ${count}`,
    showSlide: (n: number, count: number) => `Tampilkan gambar ${n} dari ${count}`,
    pause: "Jeda tayangan gambar",
    play: "Putar tayangan gambar",
    shippedAlt: [
      "Bangunan utama Keraton Kasepuhan Cirebon",
      "Siti Inggil, pelataran bata merah Keraton Kasepuhan",
      "Taman dan bangsal di lingkungan Keraton Kasepuhan",
    ],
  },
  home: {
    title: (siteName: string) => `${siteName} – Situs Resmi`,
    welcomeKicker: "Sambutan Keraton",
    /** Under a kind's section on the home page (onHome in its declaration). */
    kindAll: (title: string) => `Lihat semua: ${title}`,
    welcomeHeading: (siteName: string) => `Selamat Datang di ${siteName}`,
    shippedWelcome: [
      "Keraton Kasepuhan adalah keraton tertua dan termegah di Cirebon. Berdiri di atas warisan Keraton Pakungwati, keraton ini hingga kini menjadi pusat adat, budaya, dan tradisi Kesultanan Kasepuhan.",
      "Tembok bata merah Siti Inggil, gerbang berukir, serta perpaduan budaya Jawa, Sunda, Islam, Tionghoa, dan Eropa menjadikan keraton ini saksi hidup perjalanan panjang Cirebon. Mari mengenal sejarahnya, mengikuti kegiatannya, dan berkunjung secara langsung.",
    ],
    strukturButton: "Struktur Kesultanan",
    planVisit: "Rencanakan Kunjungan",
    welcomePhotoAlt: (siteName: string) => `Foto ${siteName}`,
    gateAlt: (siteName: string) => `Gerbang ${siteName}`,
    historyHeading: "Sejarah Keraton",
    historyLead: "Riwayat singkat keraton dan silsilah para sultan Kasepuhan.",
    visiMisiHeading: "Visi & Misi",
    dokumentasiHeading: "Dokumentasi Kegiatan",
    dokumentasiLead: "Upacara adat, pentas seni, dan kegiatan budaya di lingkungan keraton.",
  },
  history: {
    tabs: { sejarah: "Sejarah Singkat", silsilah: "Silsilah" },
    tablist: "Sejarah keraton",
    empty: UI_TEXTS.noData,
    loading: UI_TEXTS.loading,
    failed: UI_TEXTS.loadFailed,
  },
  visiMisi: {
    visi: "Visi",
    misi: "Misi",
    noVisi: UI_TEXTS.noVisi,
    noMisi: UI_TEXTS.noMisi,
  },
  kegiatanRow: {
    empty: UI_TEXTS.noDokumentasi,
    listLabel: "Daftar dokumentasi kegiatan",
    seeAll: "Lihat semua kegiatan",
    previous: "Kegiatan sebelumnya",
    next: "Kegiatan berikutnya",
  },
  struktur: {
    title: "Struktur Kesultanan",
    lead: (siteName: string) => `Susunan kepemimpinan dan abdi dalem ${siteName}.`,
    chartHeading: "Bagan Struktur",
    chartAlt: (siteName: string) => `Bagan struktur ${siteName}`,
    fullSize: "Lihat gambar ukuran penuh",
    noImage: UI_TEXTS.noStrukturImage,
    aboutHeading: "Tentang Kesultanan",
    noDescription: UI_TEXTS.noKesultananDescription,
  },
  informasi: {
    title: "Informasi",
    titlePage: (halaman: number) => `Informasi – Halaman ${halaman}`,
    description: "Kabar, pengumuman, dan informasi terbaru dari Keraton Kasepuhan Cirebon.",
    lead: "Kabar, pengumuman, dan informasi terbaru dari keraton.",
    listHeading: "Daftar informasi",
    empty: UI_TEXTS.noInformasi,
    back: "← Kembali ke Informasi",
    breadcrumb: "Remah roti",
  },
  popular: {
    heading: "Informasi Populer",
    empty: UI_TEXTS.noPopular,
    reads: (views: number) => `Dibaca ${views} kali`,
  },
  agenda: {
    title: "Agenda Keraton",
    description:
      "Jadwal upacara adat dan acara Keraton Kasepuhan Cirebon, dengan tanggal Masehi dan Hijriah.",
    lead: "Upacara adat dan acara keraton yang akan datang, dengan tanggal Masehi dan Hijriah.",
    empty: "Belum ada agenda yang akan datang.",
    kicker: "Agenda",
    listHeading: "Agenda yang akan datang",
    perkiraan: "perkiraan",
    perkiraanNote:
      "Tanggal bertanda perkiraan dihitung dari kalender Hijriah dan dapat berbeda satu atau dua hari; keraton memastikannya menjelang hari pelaksanaan.",
    dibatalkan: "Dibatalkan",
    dipindah: "Jadwal diubah",
    lastDay: "hari terakhir bulan itu",
    subscribe: "Langganan kalender",
    subscribeHint:
      "Tambahkan alamat ini ke Google Calendar, Apple Calendar, atau Thunderbird: jadwal baru dan perubahan tanggal ikut masuk.",
    addToCalendar: "Tambahkan ke kalender",
    allDay: "Sepanjang hari",
    time: (mulai: string, selesai: string | null) =>
      selesai
        ? `Pukul ${String(mulai).replace(":", ".")}–${String(selesai).replace(":", ".")} WIB`
        : `Mulai pukul ${String(mulai).replace(":", ".")} WIB`,
    evening: (mulai: string, selesai: string | null) =>
      selesai
        ? `Malam hari, pukul ${String(mulai).replace(":", ".")}–${String(selesai).replace(":", ".")} WIB`
        : `Malam hari, mulai pukul ${String(mulai).replace(":", ".")} WIB`,
    copyAddress: "Salin alamat",
    copied: "Alamat kalender disalin.",
    subscribeAddress: "Alamat kalender",
    where: "Tempat",
    when: "Waktu",
    nextHeading: "Jadwal berikutnya",
    noNext: "Belum ada jadwal yang akan datang.",
    homeHeading: "Agenda terdekat",
    homeAll: "Lihat semua agenda",
  },
  kegiatan: {
    title: "Dokumentasi Kegiatan",
    titlePage: (halaman: number) => `Dokumentasi Kegiatan – Halaman ${halaman}`,
    description: "Upacara adat, pentas seni, dan kegiatan budaya di Keraton Kasepuhan Cirebon.",
    lead: "Upacara adat, pentas seni, dan kegiatan budaya di lingkungan keraton.",
    empty: UI_TEXTS.noDokumentasi,
    kicker: "Dokumentasi Kegiatan",
    by: (name: string) => `oleh ${name}`,
    listHeading: "Daftar kegiatan",
    galleryHeading: "Galeri Foto",
  },
  galeri: {
    photoAlt: (judul: string, n: number, count: number) => `${judul}, foto ${n} dari ${count}`,
    dialog: (judul: string) => `Galeri ${judul}`,
    photoOf: (n: number, count: number) => `Foto ${n} dari ${count}`,
    close: "Tutup galeri",
    previous: "Foto sebelumnya",
    next: "Foto berikutnya",
  },
  share: {
    label: "Bagikan",
    heading: "Bagikan:",
    native: "Bagikan…",
    copy: "Salin tautan",
    copied: "Tautan disalin",
  },
  pager: {
    label: "Halaman daftar",
    previous: "Sebelumnya",
    next: "Berikutnya",
    pageOf: (halaman: number, pages: number) => `Halaman ${halaman} dari ${pages}`,
  },
  kunjungan: {
    title: "Kunjungan",
    description:
      "Jam buka, harga tiket, petunjuk arah, dan permintaan kunjungan rombongan ke Keraton Kasepuhan Cirebon.",
    lead: (siteName: string) => `Rencanakan kunjungan Anda ke ${siteName}.`,
    hoursHeading: "Jam Buka",
    noHours: "Jam buka belum diumumkan. Silakan hubungi kami.",
    specialHoursHeading: "Jam buka khusus",
    hoursCaption: "Jam buka per hari",
    today: "(hari ini)",
    closed: "Tutup",
    days: HARI_LABEL,
    ticketsHeading: "Harga Tiket",
    noTickets: "Harga tiket belum diumumkan. Silakan hubungi kami.",
    ticketsCaption: "Harga tiket per kategori",
    free: "Gratis",
    notesHeading: "Catatan untuk Pengunjung",
    directionsHeading: "Petunjuk Arah",
    directions: "Petunjuk arah",
    contactAndMap: "Kontak dan peta",
    groupHeading: "Kunjungan Rombongan",
    groupLead:
      "Sekolah, komunitas, atau rombongan wisata dapat mengajukan kunjungan di sini. Kami akan menghubungi Anda untuk memastikan jadwal dan pemandu.",
    groupPrivacy:
      "Yang Anda isi hanya dipakai staf keraton untuk mengatur kunjungan dan disimpan sebagai catatan kunjungan keraton. Alamat IP pengirim disimpan bersama permintaan untuk mencegah penyalahgunaan dan dihapus setelah 90 hari. Email konfirmasi hanya memuat tanggal dan jumlah pengunjung, dan dikirim ke satu alamat email paling banyak sekali sehari.",
  },
  reservasi: {
    fields: {
      nama: "Nama penanggung jawab",
      instansi: "Sekolah / instansi",
      tanggal: "Tanggal kunjungan",
      jumlah: "Jumlah pengunjung",
      telepon: "Nomor telepon / WhatsApp",
      email: "Email",
    },
    hints: { jumlah: "1–1000 orang", telepon: "Contoh: 0812 3456 7890" },
    required: " (wajib)",
    notes: "Catatan (rombongan, kebutuhan pemandu, jam tiba)",
    honeypot: "Jangan diisi",
    submit: "Kirim Permintaan",
    /** The form's outcome, as the API words it (CONTRACT). */
    answers: {
      sent: MESSAGES.reservasiSent,
      invalid: MESSAGES.reservasiFormInvalid,
      tooMany: MESSAGES.reservasiTooMany,
      refused: MESSAGES.reservasiRefused,
    },
    /**
     * One message per refused field. Indonesian pages show the server's own, more precise words
     * (common/schemas.ts); these are the fallback a translation is checked against.
     */
    errors: {
      nama: "Nama wajib diisi (paling banyak 100 karakter)",
      instansi: "Instansi paling banyak 200 karakter",
      tanggal: "Tanggal kunjungan wajib diisi, hari ini atau sesudahnya",
      jumlah: "Jumlah pengunjung 1–1000",
      telepon: "Nomor telepon 8–15 angka (boleh diawali +)",
      email: "Format email tidak valid",
      catatan: "Catatan paling banyak 2000 karakter",
    },
  },
  contact: {
    title: "Kontak",
    description: "Alamat, nomor WhatsApp, email, dan peta lokasi Keraton Kasepuhan Cirebon.",
    lead: (siteName: string) => `Hubungi dan kunjungi ${siteName}.`,
    heading: "Hubungi Kami",
    address: "Alamat",
    whatsapp: "WhatsApp",
    email: "Email",
    mapHeading: "Peta Lokasi",
    mapTitle: (siteName: string) => `Peta lokasi ${siteName}`,
    largerMap: "Buka peta yang lebih besar",
    directions: "Petunjuk arah",
  },
  cari: {
    title: "Cari",
    resultsTitle: (q: string) => `Hasil pencarian “${q}”`,
    description: "Cari informasi, dokumentasi kegiatan, dan agenda Keraton Kasepuhan Cirebon.",
    lead: "Cari di informasi, dokumentasi kegiatan, dan agenda keraton.",
    results: (total: number, q: string) => `${total} hasil untuk “${q}”.`,
    noResults: (q: string) => `Tidak ada hasil untuk “${q}”.`,
    tryOther: "Coba kata lain yang lebih umum, periksa ejaannya, atau telusuri:",
    allInformasi: "semua informasi",
    allKegiatan: "semua dokumentasi kegiatan",
    hoursAndTickets: "jam buka dan harga tiket",
    /** Each searchable kind's hits under one heading. */
  },
  /** The note beside a text not yet in this page's language (only English pages need it). */
  untranslated: "Teks ini belum diterjemahkan.",
  /**
   * The first-visit offer of this language's site, worded in this language: English pages' words
   * are offered on Indonesian pages to visitors whose browser prefers English.
   */
  offer: {
    label: "Bahasa situs",
    text: "Situs ini juga tersedia dalam bahasa Indonesia.",
    accept: "Buka dalam bahasa Indonesia",
    dismiss: "Tidak, terima kasih",
  },
  feed: {
    title: (siteName: string) => `Informasi ${siteName}`,
    description: (siteName: string) => `Informasi terbaru dari ${siteName}`,
  },
};

/** Literal texts widened to `string`: the other language has the same keys, its own words. */
type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : T extends readonly (infer U)[]
      ? readonly Widen<U>[]
      : { readonly [K in keyof T]: Widen<T[K]> };

/** The shape of a public-site catalogue. */
export type Messages = Widen<typeof id>;
