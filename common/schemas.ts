// Every request body and query the API validates, one file per resource in schemas/; shared by
// the server (validation) and the browser (the same rules and messages in the forms).
export * from "./schemas/agenda.ts";
export * from "./schemas/cari.ts";
export * from "./schemas/content.ts";
export * from "./schemas/desk.ts";
export * from "./schemas/dua-langkah.ts";
export * from "./schemas/galeri.ts";
export * from "./schemas/hero.ts";
export * from "./schemas/kunjungan.ts";
export * from "./schemas/page-query.ts";
export * from "./schemas/passkey.ts";
export * from "./schemas/reservasi.ts";
export * from "./schemas/riwayat.ts";
export * from "./schemas/settings.ts";
export * from "./schemas/statistik.ts";
export * from "./schemas/texts.ts";
export * from "./schemas/users.ts";
