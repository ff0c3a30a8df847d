import { z } from "zod";

// Subscriptions by mail (decision 160): the topics, the form's rules and every word a subscriber
// reads on the pages and in the API's answers, in both languages.

export const TOPIK = ["berita", "agenda"] as const;
export type Topik = (typeof TOPIK)[number];
export type Bahasa = "id" | "en";

export const LANGGANAN_TEXTS = {
  id: {
    heading: "Kabar lewat email",
    lead: "Terima berita keraton dan pengingat upacara (7 hari dan 1 hari sebelumnya) di email Anda. Tanpa akun; berhenti kapan saja.",
    email: "Alamat email",
    topics: "Yang ingin Anda terima",
    topik: {
      berita: "Berita: informasi dan dokumentasi baru",
      agenda: "Agenda: pengingat upacara dan perubahan tanggalnya",
    },
    submit: "Berlangganan",
    privacy:
      "Kami hanya menyimpan alamat, bahasa dan pilihan Anda. Alamat yang tidak dikonfirmasi dalam 7 hari dihapus.",
    accepted:
      "Terima kasih. Bila alamat ini belum berlangganan, kami mengirim satu email untuk mengonfirmasinya. Ikuti tautan di dalamnya dalam 7 hari.",
    invalidEmail: "Tulis satu alamat email yang benar, misalnya nama@contoh.id.",
    invalidTopik: "Pilih berita, agenda, atau keduanya.",
    invalidBahasa: "Pilih bahasa Indonesia atau Inggris.",
    invalidForm: "Periksa kembali isian yang ditandai.",
    badLink:
      "Tautan ini tidak berlaku lagi: sudah dipakai, sudah kedaluwarsa, atau tidak lengkap. Anda dapat berlangganan lagi dengan formulir di bawah.",
    confirmedTitle: "Langganan aktif",
    confirmed: "Terima kasih, langganan Anda sudah aktif.",
    manageTitle: "Atur langganan",
    manageLead: (email: string) => `Langganan untuk ${email}.`,
    save: "Simpan pilihan",
    saved: "Pilihan Anda sudah disimpan.",
    leave: "Berhenti berlangganan",
    leaveLead: "Berhenti berlangganan menghapus alamat Anda dari daftar kami.",
    leftTitle: "Anda sudah berhenti berlangganan",
    left: "Alamat Anda sudah dihapus. Kami tidak akan mengirim email lagi.",
    pageTitle: "Berlangganan kabar keraton",
  },
  en: {
    heading: "News by email",
    lead: "Get the palace's news and ceremony reminders (7 days and 1 day before) in your inbox. No account; stop at any time.",
    email: "Email address",
    topics: "What you would like to receive",
    topik: {
      berita: "News: new articles and documentation",
      agenda: "Agenda: ceremony reminders and changes of date",
    },
    submit: "Subscribe",
    privacy:
      "We keep only your address, language and choices. An address not confirmed within 7 days is deleted.",
    accepted:
      "Thank you. If this address is not subscribed yet, we have sent one email to confirm it. Follow its link within 7 days.",
    invalidEmail: "Enter one valid email address, for example name@example.com.",
    invalidTopik: "Choose news, agenda, or both.",
    invalidBahasa: "Choose Indonesian or English.",
    invalidForm: "Please check the marked fields.",
    badLink:
      "This link is no longer valid: it was already used, it has expired, or it is incomplete. You can subscribe again with the form below.",
    confirmedTitle: "Subscription active",
    confirmed: "Thank you, your subscription is now active.",
    manageTitle: "Manage your subscription",
    manageLead: (email: string) => `Subscription for ${email}.`,
    save: "Save choices",
    saved: "Your choices have been saved.",
    leave: "Unsubscribe",
    leaveLead: "Unsubscribing deletes your address from our list.",
    leftTitle: "You have unsubscribed",
    left: "Your address has been deleted. We will not send you any more email.",
    pageTitle: "Subscribe to the palace's news",
  },
} as const;

export const langgananTexts = (lang: Bahasa) => LANGGANAN_TEXTS[lang];

/** The form's fields as sent (JSON or a page form), checked with messages in `lang`. */
export function langgananInputSchema(lang: Bahasa) {
  const t = LANGGANAN_TEXTS[lang];
  return z.object({
    // One address, no list: zod's check refuses commas, spaces and angle brackets.
    email: z
      .string({ error: t.invalidEmail })
      .trim()
      .max(254, { error: t.invalidEmail })
      .pipe(z.email({ error: t.invalidEmail })),
    bahasa: z.enum(["id", "en"], { error: t.invalidBahasa }),
    topik: z
      .array(z.enum(TOPIK, { error: t.invalidTopik }), { error: t.invalidTopik })
      .min(1, { error: t.invalidTopik })
      .max(2, { error: t.invalidTopik })
      .transform((list) => TOPIK.filter((topik) => list.includes(topik))),
  });
}

export type LanggananInput = z.output<ReturnType<typeof langgananInputSchema>>;

export type LanggananStatus = "menunggu" | "aktif";

/** An admin's row of the list (`GET /api/langganan`). */
export type Langganan = {
  id: number;
  email: string;
  bahasa: Bahasa;
  topik: Topik[];
  status: LanggananStatus;
  dibuat: string;
};

/** What editors and admins see: counts by topic, language and state. */
export type LanggananRingkasan = {
  total: number;
  status: Record<LanggananStatus, number>;
  bahasa: Record<Bahasa, number>;
  topik: Record<Topik, number>;
};
