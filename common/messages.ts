/** "Ukuran gambar melebihi 10 MB": the limit of the picture's kind, in whole megabytes. */
export const tooLargeImage = (maxBytes: number) =>
  `Ukuran gambar melebihi ${Math.round(maxBytes / (1024 * 1024))} MB`;

/** Indonesian texts the server answers with; SPEC §8 fixes the success texts. */
export const MESSAGES = {
  loginFailed: "Username atau password salah",
  tooManyAttempts: "Terlalu banyak percobaan login. Coba lagi dalam 15 menit.",
  akunDilambatkan:
    "Terlalu banyak percobaan login ke akun ini. Coba lagi dalam 15 menit, atau masuk dengan passkey.",
  unauthenticated: "Anda belum login",
  sessionInvalid: "Sesi tidak valid atau sudah berakhir. Silakan login kembali.",
  forbidden: "Anda tidak memiliki akses untuk tindakan ini",
  notFound: "Data tidak ditemukan",
  routeNotFound: "Alamat API tidak ditemukan",
  invalidInput: "Data yang dikirim tidak valid",
  invalidJson: "Format data tidak valid",
  bodyTooLarge: "Ukuran data terlalu besar",
  imageTooLarge: "Ukuran gambar melebihi 10 MB",
  imageUnsupported: "File harus berupa gambar JPEG, PNG, WebP, GIF atau AVIF",
  imageTooManyPixels: (max: number) =>
    `Gambar terlalu besar: paling banyak ${Math.round(max / 1_000_000)} juta piksel`,
  serverError: "Terjadi kesalahan server",
  usernameTaken: "Username sudah digunakan",
  emailTaken: "Email sudah dipakai akun lain",
  mailSettingsSaved: "Pengaturan email berhasil disimpan",
  mailRequeued: "Email dijadwalkan untuk dikirim ulang",
  resetLinkSent:
    "Bila nama pengguna atau email itu terdaftar dan memiliki alamat email, tautan untuk mengatur ulang password sudah dikirim ke email tersebut. Tautan berlaku 30 menit; periksa juga folder spam.",
  resetLinkInvalid:
    "Tautan atur ulang password ini tidak berlaku lagi atau sudah dipakai. Minta tautan baru dari halaman Lupa Password.",
  resetTooMany: "Terlalu banyak permintaan atur ulang password. Coba lagi dalam 15 menit.",
  passwordResetDone: "Password berhasil diatur ulang. Silakan masuk dengan password baru.",
  resetUnavailable:
    "Situs ini belum dapat mengirim email. Hubungi admin untuk mengatur ulang password Anda.",
  mailNotFailed: "Hanya email yang gagal yang dapat dikirim ulang",
  lastAdmin: "Admin terakhir tidak boleh dihapus atau diturunkan perannya",
  selfDelete: "Anda tidak dapat menghapus akun Anda sendiri",
  emptySlug: "Judul harus mengandung huruf atau angka",
  userCreated: "User berhasil ditambahkan",
  userUpdated: "Data user berhasil diupdate",
  userDeleted: "User berhasil dihapus.",
  settingsSaved: "Data berhasil disimpan!",
  textSaved: "Data berhasil disimpan",
  dokumentasiCreated: "Dokumentasi berhasil ditambahkan",
  dokumentasiUpdated: "Dokumentasi berhasil diperbarui",
  dokumentasiDeleted: "Dokumentasi berhasil dihapus",
  dokumentasiNotFound: "Detail dokumentasi tidak ditemukan.",
  informasiCreated: "Informasi berhasil ditambahkan!",
  informasiUpdated: "Informasi berhasil diperbarui!",
  informasiDeleted: "Informasi berhasil dihapus.",
  informasiNotFound: "Informasi tidak ditemukan",
  viewCounted: "Jumlah dilihat bertambah",
  addressTooLong: "Alamat terlalu panjang",
  jsonTooDeep: "Data terlalu bertingkat (paling banyak 64 tingkat)",
  imageAnimationTooLarge:
    "Gambar bergerak terlalu besar: paling banyak 100 frame dan 100 juta piksel",
  loginBusy: "Server sedang sibuk memeriksa login. Coba lagi sebentar lagi.",
  // Issue 7: staff run the site (hero, drafts, change record, own password).
  heroCreated: "Gambar banner berhasil ditambahkan",
  heroUpdated: "Gambar banner berhasil diperbarui",
  heroDeleted: "Gambar banner berhasil dihapus",
  heroNotFound: "Gambar banner tidak ditemukan",
  heroImageRequired: "Gambar wajib diunggah",
  heroLimit: "Banner paling banyak berisi 10 gambar",
  mapPinIncomplete: "Lintang dan bujur harus diisi keduanya, atau dikosongkan keduanya",
  wrongOldPassword: "Password lama salah",
  passwordChanged: "Password berhasil diubah",
  pratinjauReady: "Pratinjau siap dibuka",
  // Visiting the palace and finding things (second wave, issue 8).
  kunjunganSaved: "Informasi kunjungan berhasil disimpan",
  reservasiSent: "Permintaan kunjungan terkirim. Kami akan menghubungi Anda.",
  reservasiTooMany: "Terlalu banyak permintaan dari alamat Anda. Coba lagi dalam satu jam.",
  reservasiRefused: "Permintaan tidak dapat diproses",
  reservasiNotFound: "Permintaan kunjungan tidak ditemukan",
  reservasiUpdated: "Status permintaan kunjungan diperbarui",
  reservasiFormInvalid: "Periksa kembali isian yang ditandai.",
  galeriAdded: "Foto berhasil ditambahkan ke galeri",
  galeriDeleted: "Foto berhasil dihapus dari galeri",
  galeriFull: "Galeri sudah berisi 30 foto, batas maksimal",
  galeriImageRequired: "Pilih gambar yang akan ditambahkan",
  galeriNotFound: "Foto galeri tidak ditemukan",
  // Issue 21: accounts a stolen password can't open (sessions, two-step sign-in).
  sesiNotFound: "Sesi tidak ditemukan",
  sesiEnded: "Sesi berhasil diakhiri",
  sesiOthersEnded: "Semua sesi lain berhasil diakhiri",
  duaLangkahSudahAktif: "Verifikasi dua langkah sudah aktif",
  duaLangkahBelumDimulai: "Mulai pendaftaran verifikasi dua langkah terlebih dahulu",
  duaLangkahBelumAktif: "Verifikasi dua langkah belum aktif",
  duaLangkahDiaktifkan: "Verifikasi dua langkah berhasil diaktifkan",
  duaLangkahDinonaktifkan: "Verifikasi dua langkah berhasil dinonaktifkan",
  duaLangkahDihapusAdmin: "Verifikasi dua langkah user berhasil dihapus",
  kodeSalah: "Kode verifikasi salah atau sudah dipakai",
  passwordSalah: "Password salah",
  duaLangkahWajib:
    "Aktifkan verifikasi dua langkah di Akun Saya terlebih dahulu. Admin wajib memakainya.",
  masukDenganPasskey:
    "Admin wajib masuk dengan passkey atau kode verifikasi. Silakan masuk dengan passkey Anda.",
  tiketTidakBerlaku: "Langkah login sudah kedaluwarsa atau tidak berlaku. Silakan login ulang.",
  // The palace's calendar (issue 18).
  agendaCreated: "Agenda berhasil ditambahkan",
  agendaUpdated: "Agenda berhasil diperbarui",
  agendaDeleted: "Agenda berhasil dihapus",
  agendaNotFound: "Agenda tidak ditemukan",
  agendaWindowTooLong: "Rentang tanggal paling panjang 3 tahun",
  agendaWindowReversed: "Tanggal sampai harus sama dengan atau setelah tanggal dari",
  kejadianNotFound: (tanggal: string) =>
    `Tanggal ${tanggal} bukan jadwal agenda ini. Pilih salah satu tanggal pelaksanaannya.`,
  kejadianMoveTooFar: (days: number) =>
    `Tanggal baru berjarak ${days} hari dari tanggal perhitungan (lebih dari 30 hari). Periksa lagi tanggalnya, lalu konfirmasi pemindahan ini bila memang benar.`,
  kejadianMoved: "Tanggal pelaksanaan berhasil dipindahkan",
  kejadianConfirmed: "Tanggal pelaksanaan ditandai pasti",
  kejadianCancelled: "Pelaksanaan pada tanggal ini dibatalkan",
  kejadianSaved: "Perubahan tanggal pelaksanaan disimpan",
  // Issue 21: passkeys (WebAuthn), registered in Akun Saya and used to sign in.
  passkeyDitambahkan: "Passkey berhasil ditambahkan",
  passkeyDihapus: "Passkey berhasil dihapus",
  konfirmasiPerluPassword: "Masukkan password Anda untuk mengonfirmasi perubahan ini.",
  konfirmasiPerluKode: "Masukkan kode verifikasi untuk mengonfirmasi perubahan ini.",
  passkeySudahDitinjau: "Terima kasih. Passkey akun Anda sudah ditinjau.",
  passkeyTidakDitemukan: "Passkey tidak ditemukan",
  passkeySudahTerdaftar: "Passkey ini sudah terdaftar",
  passkeyKedaluwarsa:
    "Permintaan passkey sudah kedaluwarsa atau sudah dipakai. Silakan coba lagi dari awal.",
  passkeySitusLain: "Passkey ini dibuat untuk situs lain, bukan untuk situs ini.",
  passkeyTidakValid: "Jawaban passkey tidak valid atau telah diubah. Silakan coba lagi.",
  passkeyTidakDikenal:
    "Passkey ini tidak dikenal. Mungkin sudah dihapus; silakan login dengan username dan password.",
  passkeyTerlaluBanyak:
    "Terlalu banyak permintaan passkey dari alamat Anda. Coba lagi dalam beberapa menit.",
  // The outside review (issue 16): JSON only, methods, own-password guesses.
  jsonRequired: "Data harus dikirim dalam format JSON (Content-Type: application/json)",
  crossSiteRefused: "Permintaan dari situs lain tidak diterima",
  methodNotAllowed: "Metode tidak diizinkan untuk alamat ini",
  // A desk a team can trust (issue 19): revisions and scheduling.
  revisiNotFound: "Versi sebelumnya tidak ditemukan",
  revisiOtherItem: "Versi ini milik data lain: pilih versi dari daftar data yang sedang dibuka",
  revisiRestored: "Versi sebelumnya berhasil dipulihkan",
  revisiAdminOnly: "Hanya admin yang dapat melihat atau memulihkan versi sebelumnya dari data ini",
  revisiItemGone: "Data ini sudah dihapus; versinya tidak dapat dipulihkan",
} as const;

/** The desk's sentences built from names and times (issue 19). */
export const DESK_TEXTS = {
  /** A write sent an older `versi`: who wrote the one standing, and when (a WIB clock time). */
  stale: (nama: string, waktu: string) =>
    `${nama ? `Sudah diubah oleh ${nama}` : "Sudah diubah orang lain"}${waktu ? ` pada ${waktu}` : ""}. ` +
    "Perubahan Anda belum disimpan: muat versi terbaru, atau simpan tetap untuk menimpanya.",
} as const;

/**
 * The statistics' refusals (CONTRACT "Statistics staff can read at a glance"), apart from
 * `MESSAGES`: the public pages' script carries `MESSAGES` whole, and these are never shown there.
 */
export const STATISTIK_MESSAGES = {
  rangeReversed: "Tanggal awal (dari) tidak boleh sesudah tanggal akhir (sampai)",
  // STATISTIK_MAX_HARI (common/schemas/statistik.schema.ts).
  rangeTooLong: "Rentang statistik paling lama 400 hari: persempit tanggal dari dan sampai",
} as const;

/** A popup's title and text (SPEC §8). */
export type PopupText = { readonly title: string; readonly text: string };

const popup = (title: string, text: string): PopupText => ({ title, text });

/** The popups of the back office, as SPEC §8 gives them but titled "Gagal" where SPEC says "Error" (decision 043). */
export const POPUPS = {
  notLoggedIn: popup("Gagal", MESSAGES.unauthenticated),
  settings: {
    loadFailed: popup("Gagal", "Gagal mengambil data settings"),
    saveFailed: popup("Gagal", "Terjadi kesalahan saat menyimpan."),
    saved: popup("Berhasil", MESSAGES.settingsSaved),
  },
  visiMisi: {
    loadFailed: popup("Gagal", "Gagal mengambil data"),
    saveFailed: popup("Gagal", "Gagal menyimpan data"),
  },
  sejarahIstilah: { saveFailed: popup("Gagal!", MESSAGES.serverError) },
  dokumentasi: {
    loadFailed: popup("Gagal", "Gagal mengambil data dokumentasi"),
    saveFailed: popup("Gagal", MESSAGES.serverError),
    deleteFailed: popup("Gagal!", MESSAGES.serverError),
    created: popup("Berhasil", MESSAGES.dokumentasiCreated),
    updated: popup("Berhasil", MESSAGES.dokumentasiUpdated),
    deleted: popup("Dihapus!", MESSAGES.dokumentasiDeleted),
  },
  informasi: {
    editLoadFailed: popup("Gagal", "Gagal mengambil data untuk diedit."),
    createFailed: popup("Gagal", "Terjadi kesalahan saat menambahkan informasi."),
    updateFailed: popup("Gagal", "Terjadi kesalahan saat memperbarui informasi."),
    deleteFailed: popup("Gagal", "Terjadi kesalahan saat menghapus informasi."),
    created: popup("Berhasil", MESSAGES.informasiCreated),
    updated: popup("Berhasil", MESSAGES.informasiUpdated),
    deleted: popup("Berhasil", MESSAGES.informasiDeleted),
  },
  agenda: {
    createFailed: popup("Gagal", "Terjadi kesalahan saat menambahkan agenda."),
    updateFailed: popup("Gagal", "Terjadi kesalahan saat memperbarui agenda."),
    deleteFailed: popup("Gagal", "Terjadi kesalahan saat menghapus agenda."),
    kejadianFailed: popup("Gagal", "Tanggal pelaksanaan gagal diubah."),
    created: popup("Berhasil", MESSAGES.agendaCreated),
    updated: popup("Berhasil", MESSAGES.agendaUpdated),
    deleted: popup("Berhasil", MESSAGES.agendaDeleted),
  },
  kunjungan: {
    loadFailed: popup("Gagal", "Gagal mengambil data kunjungan"),
    saveFailed: popup("Gagal", "Informasi kunjungan gagal disimpan."),
    saved: popup("Berhasil", MESSAGES.kunjunganSaved),
  },
  reservasi: {
    loadFailed: popup("Gagal", "Gagal mengambil data reservasi"),
    statusFailed: popup("Gagal", "Status permintaan kunjungan gagal diubah."),
  },
  suratKeluar: {
    sentAgain: popup("Berhasil", "Email dijadwalkan untuk dikirim ulang."),
    sendAgainFailed: popup("Gagal", "Email gagal dijadwalkan ulang."),
  },
  galeri: {
    loadFailed: popup("Gagal", "Gagal mengambil foto galeri"),
    deleteFailed: popup("Gagal", "Foto galeri gagal dihapus."),
  },
  // Second wave: the home page's banner (not in SPEC; worded like its neighbours).
  hero: {
    loadFailed: popup("Gagal", "Gagal mengambil gambar banner"),
    saveFailed: popup("Gagal", "Terjadi kesalahan saat menyimpan gambar banner."),
    moveFailed: popup("Gagal", "Urutan gambar banner gagal diubah."),
    deleteFailed: popup("Gagal", "Terjadi kesalahan saat menghapus gambar banner."),
    created: popup("Berhasil", MESSAGES.heroCreated),
    updated: popup("Berhasil", MESSAGES.heroUpdated),
    deleted: popup("Dihapus!", MESSAGES.heroDeleted),
  },
  users: {
    failed: popup("Gagal", MESSAGES.serverError),
    created: popup("Berhasil", MESSAGES.userCreated),
    updated: popup("Berhasil", MESSAGES.userUpdated),
    deleted: popup("Berhasil", MESSAGES.userDeleted),
  },
} as const;

/** The questions asked before something is lost (SPEC §8; 'Buang perubahan?' from decision 004). */
export const CONFIRMATIONS = {
  deleteButtons: { confirm: "Hapus", cancel: "Batal" },
  deleteUser: popup("Yakin mau hapus?", "Data user tidak bisa dikembalikan!"),
  deleteDokumentasi: popup("Yakin?", "Data akan dihapus permanen!"),
  deleteInformasi: (judul: string) =>
    popup("Apakah Anda yakin?", `Informasi "${judul}" akan dihapus.`),
  deleteAgenda: (judul: string) =>
    popup("Apakah Anda yakin?", `Agenda "${judul}" dan semua perubahan jadwalnya akan dihapus.`),
  cancelKejadian: (judul: string, tanggal: string) =>
    popup("Batalkan pelaksanaan ini?", `${judul} pada ${tanggal} akan ditandai dibatalkan.`),
  deleteGaleri: (nama: string) =>
    popup("Hapus foto ini?", `Foto "${nama}" akan dihapus dari galeri.`),
  deleteHero: (name: string) =>
    popup("Hapus gambar banner?", `${name} akan dihapus dari banner halaman utama.`),
  discard: {
    ...popup("Buang perubahan?", "Perubahan yang belum disimpan akan hilang."),
    confirm: "Buang",
    cancel: "Lanjut mengedit",
  },
  // Issue 21: a passkey removed signs in no more.
  deletePasskey: popup("Hapus passkey?", "Passkey ini tidak bisa lagi dipakai untuk login."),
  // The outside review (issue 16): a request's status changes only after a yes.
  reservasiStatus: (nama: string, status: string) => ({
    ...popup("Ubah status?", `Status permintaan ${nama} akan diubah menjadi ${status}.`),
    confirm: "Ubah",
    cancel: "Batal",
  }),
} as const;

/** Words on screen that SPEC fixes (§2, §4, §5, §8), shared by the public site and the back office. */
export const UI_TEXTS = {
  save: "Simpan",
  saving: "Menyimpan...",
  cancel: "Batal",
  loadingData: "Memuat data...",
  loading: "Loading...",
  loadFailed: "Gagal mengambil data",
  noData: "Belum ada data",
  loginFailed: "Gagal login, coba lagi",
  rolePlaceholder: "Pilih Role",
  passwordEditHint: "Isi jika ingin ubah password",
  informasiImageHint: "Kosongkan jika tidak diganti",
  networkFailed: "Tidak dapat terhubung ke server. Periksa koneksi lalu coba lagi.",
  noInformasi: "Belum ada informasi tersedia.",
  noPopular: "Belum ada informasi populer.",
  noDokumentasi: "Belum ada dokumentasi kegiatan.",
  noVisi: "Belum ada visi.",
  noMisi: "Belum ada Misi",
  noStrukturImage: "Belum ada gambar struktur.",
  noKesultananDescription: "Belum ada deskripsi Kesultanan.",
  notFoundTitle: "404 | Halaman tidak ditemukan",
  notFoundText: "Halaman yang Anda cari tidak ditemukan.",
  backHome: "Kembali ke Beranda",
} as const;

/** A list that could not be loaded (issue 16): said so, with a retry, never its empty-state text. */
export const LIST_LOAD_TEXTS = {
  failed: "Daftar gagal dimuat. Periksa koneksi lalu coba lagi.",
  retry: "Coba lagi",
} as const;

/** A collection picture whose deep-zoom tiles are still being made, as the back office says it. */
export const PICTURE_PROCESSING = {
  badge: "Sedang diproses",
  form: "Gambar resolusi tinggi sedang diproses. Perbesaran di halaman benda tersedia setelah selesai.",
  failedBadge: "Gagal diproses",
  failedForm:
    "Gambar ini tidak dapat diproses untuk perbesaran (berkasnya mungkin rusak). Unggah ulang gambar untuk mencoba lagi.",
} as const;

/** What the back office's list filters say. */
export const LIST_FILTER_TEXTS = {
  all: (label: string) => `Semua ${label.toLowerCase()}`,
  search: (singular: string) => `Cari ${singular}`,
  nothingMatches: (singular: string) => `Tidak ada ${singular} yang cocok dengan saringan.`,
  shown: (shown: number, total: number) => `Menampilkan ${shown} dari ${total}`,
} as const;

/** The bar over a page opened through a preview link (issue 16): never mistaken for the public page. */
export const PRATINJAU_TEXTS = {
  draf: "Pratinjau — draf, belum terbit",
  terbit: "Pratinjau — sudah terbit",
  drafDetail: "Pengunjung belum dapat melihat halaman ini. Terbitkan dari panel pengelola.",
  terbitDetail: "Halaman ini sudah terlihat oleh pengunjung.",
} as const;

/** Words of the back office's safety nets and staff screens (issue 7): drafts, ended sessions, accounts. */
export const STAFF_TEXTS = {
  draftOffer: (when: string) => `Ada draf yang belum disimpan dari ${when}.`,
  draftRestore: "Pulihkan",
  draftDiscard: "Buang",
  draftRestored: "Draf dipulihkan.",
  sessionEnded: "Sesi Anda telah berakhir. Silakan login kembali.",
  sessionEndedWithDraft: "Sesi Anda telah berakhir. Silakan login kembali; tulisan Anda tersimpan.",
  formBlocked: "Formulir belum bisa disimpan:",
  imageRefused: (reason: string) =>
    `${reason.replace(/\.$/, "")}. Pilih gambar lain atau batalkan pilihan gambar, lalu simpan lagi.`,
  deleteItem: "Yang akan dihapus:",
  passwordMismatch: "Konfirmasi password tidak sama dengan password baru",
  passwordSame: "Password baru harus berbeda dari password lama",
} as const;

/**
 * Words of the desk a team can trust (issue 19): who else is editing, a colleague's save in
 * between, earlier versions and a schedule.
 */
export const DESK_UI_TEXTS = {
  presence: (people: string) => `Sedang disunting juga oleh ${people}`,
  presencePerson: (nama: string, sejak: string) => (sejak ? `${nama} (sejak ${sejak})` : nama),
  and: "dan",
  conflictTitle: "Ada simpanan yang lebih baru",
  conflictFallback: "Data ini sudah diubah orang lain sejak formulir dibuka.",
  conflictKept:
    "Tulisan Anda masih ada di formulir. Bandingkan dengan versi tersimpan di bawah, lalu pilih.",
  theirs: "Versi tersimpan sekarang",
  mine: "Tulisan Anda",
  loadingTheirs: "Memuat versi tersimpan…",
  theirsFailed: "Versi tersimpan belum termuat. Periksa koneksi lalu coba lagi.",
  retry: "Coba lagi",
  sameWords: "Kata-katanya sama; yang berbeda hanya format, gambar, atau pilihan lain.",
  loadLatest: "Muat versi terbaru",
  saveAnyway: "Simpan tetap",
  keptTitle: "Tulisan Anda yang belum disimpan",
  keptHint:
    "Formulir sekarang berisi versi terbaru. Salin bagian tulisan Anda yang masih diperlukan, lalu simpan.",
  keptLabel: (label: string) => `${label} (tulisan Anda)`,
  copy: (label: string) => `Salin ${label}`,
  copied: "Tersalin.",
  closeKept: "Tutup tulisan lama",
  added: "ditambah",
  removed: "dihapus",
  pictureChanged: "diganti",
  noPicture: "Tanpa gambar",
  wordCount: (added: number, removed: number) => `${added} kata ditambah, ${removed} kata dihapus`,
  revisions: "Versi sebelumnya",
  revisionsHint:
    "Setiap simpanan menyimpan versi sebelumnya. Pilih satu untuk membandingkannya dengan versi sekarang.",
  revisionsEmpty: "Belum ada versi sebelumnya.",
  revisionsFailed: "Daftar versi gagal dimuat. Periksa koneksi lalu coba lagi.",
  revisionLoading: "Memuat versi…",
  revisionRow: (versi: number | undefined, waktu: string, pengguna: string) =>
    [versi === undefined ? "Versi" : `Versi ${versi}`, waktu, pengguna].filter(Boolean).join(" · "),
  show: "Lihat",
  hide: "Tutup",
  thisVersion: "Versi ini",
  currentVersion: "Versi sekarang",
  restore: "Pulihkan",
  restoreConfirm: {
    title: "Pulihkan versi ini?",
    text: "Isi sekarang diganti dengan versi ini. Isi sekarang tetap tersimpan di daftar versi sebelumnya.",
    confirm: "Pulihkan",
    cancel: "Batal",
  },
  restoreUnsaved: "Perubahan di formulir yang belum disimpan ikut diganti.",
  restored: { title: "Berhasil", text: "Versi sebelumnya telah dipulihkan." },
  restoreFailed: { title: "Gagal", text: "Versi tidak dapat dipulihkan." },
  schedule: "Jadwalkan",
  scheduleLegend: "Terbitkan otomatis pada (WIB)",
  scheduleDate: "Tanggal terbit",
  scheduleTime: "Jam terbit (WIB)",
  scheduleSave: "Simpan jadwal",
  scheduleMissing: "Isi tanggal dan jam terbit.",
  schedulePast: "Waktu terbit harus nanti, bukan yang sudah lewat.",
  scheduled: (when: string) => `Terjadwal · ${when}`,
  scheduledDetail: (when: string) => `Terbit otomatis ${when} WIB.`,
} as const;

/** Passkeys in the browser (issue 21): what the device or browser answered, in words to read. */
export const PASSKEY_TEXTS = {
  signIn: "Masuk dengan passkey",
  cancelled: "Passkey dibatalkan atau waktunya habis. Silakan coba lagi.",
  alreadyOnDevice: "Perangkat ini sudah menyimpan passkey untuk akun Anda.",
  wrongAddress:
    "Passkey hanya bisa dipakai di alamat resmi situs ini. Buka situs lewat alamat resminya.",
  unsupported:
    "Browser ini tidak mendukung passkey. Gunakan browser lain, atau login dengan password.",
  failed: "Passkey belum berhasil dipakai. Coba lagi.",
} as const;

/** Labels of the change record (Riwayat Perubahan): what was done and to what kind of thing. */
export const RIWAYAT_LABELS = {
  aksi: {
    tambah: "Menambah",
    ubah: "Mengubah",
    hapus: "Menghapus",
    login: "Login",
    login_gagal: "Login gagal",
    kirim_ulang: "Mengirim ulang",
    atur_ulang_password: "Mengatur ulang password",
    pulihkan: "Memulihkan versi sebelumnya",
    terbit_otomatis: "Terbit otomatis (terjadwal)",
  },
  /** The things the record names besides kinds of content (each named by its back-office title). */
  jenis: {
    user: "User",
    settings: "Settings",
    teks: "Teks (Sejarah, Silsilah, Visi, Misi)",
    hero: "Banner",
    kunjungan: "Kunjungan",
    reservasi: "Reservasi",
    surat_keluar: "Email Keluar",
  },
  // What the Data column says, in words rather than stored values (issue 16).
  teks: { sejarah: "Sejarah Singkat", silsilah: "Silsilah", visi: "Visi", misi: "Misi" },
  reservasiStatus: { baru: "Baru", dihubungi: "Dihubungi", selesai: "Selesai", batal: "Batal" },
  reservasi: (nama: string, tanggal: string, status: string) =>
    `${nama}, kunjungan ${tanggal}: ${status}`,
  galeri: (keterangan: string, judul: string) =>
    keterangan ? `Foto galeri “${keterangan}” di ${judul}` : `Foto galeri di ${judul}`,
} as const;

/**
 * The back office's "English" part of each form (CONTRACT "English for foreign visitors"). Labels
 * never repeat the Indonesian field's label ("Judul", "Gambar", "Teks Visi" …), so that a field is
 * still found by its own label alone.
 */
export const ENGLISH_PART_TEXTS = {
  legend: "English (opsional)",
  hint: "Kolom yang dikosongkan tampil dalam bahasa Indonesia bagi pembaca halaman bahasa Inggris.",
  show: "Tampilkan",
  hide: "Sembunyikan",
  filled: "Terjemahan sudah diisi.",
  empty: "Belum diisi.",
  untranslated: "Belum ada terjemahan",
  untranslatedTitle: "Judul atau deskripsi belum diterjemahkan ke bahasa Inggris",
  labels: {
    judul: "Title (English)",
    deskripsi: "Uraian (bahasa Inggris)",
    keteranganGambar: "Photo caption (English)",
    footer: "Teks footer (bahasa Inggris)",
    kesultanan: "Uraian Kesultanan (bahasa Inggris)",
    text: (label: string) => `${label} dalam bahasa Inggris`,
    catatan: "Catatan (bahasa Inggris)",
    sambutan: "Sambutan dalam bahasa Inggris",
    hero: "Caption (English)",
    galeri: (file: string) => `Caption (English) ${file}`,
    petunjuk: "Petunjuk (bahasa Inggris)",
    tiket: (kategori: string) => `Nama tiket “${kategori}” (bahasa Inggris)`,
    tiketGroup: "Nama kategori tiket dalam bahasa Inggris",
  },
} as const;
