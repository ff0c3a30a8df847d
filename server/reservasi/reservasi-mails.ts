// The two mails of a group visit request: to the staff who asked to hear of them, and a
// confirmation to the requester in the language of the form they used.
import type { Reservasi } from "../../common/api-types.ts";
import { formatDateTimeJakarta } from "../../common/dates.ts";
import type { Role } from "../../common/schemas/users.schema.ts";
import { composeMail } from "../mail/mail-message.ts";
import type { OutgoingMail } from "../mail/outbox.ts";

export type Lang = "id" | "en";

const DAY = {
  timeZone: "UTC",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
} as const;
const VISIT_DAY: Record<Lang, Intl.DateTimeFormat> = {
  id: new Intl.DateTimeFormat("id", DAY),
  en: new Intl.DateTimeFormat("en-GB", DAY),
};

/** "Sabtu, 5 Desember 2026" / "Saturday, 5 December 2026": the day as the visitor chose it. */
export function visitDay(tanggal: string, lang: Lang): string {
  return VISIT_DAY[lang].format(new Date(`${tanggal}T12:00:00Z`));
}

export type Site = {
  siteName: string;
  /** PUBLIC_URL: links in mail point only there (never at a request's Host). */
  publicUrl?: string;
  /** The palace's contact details from Settings, for the requester's reply. */
  contactEmail: string;
  contactPhone: string;
};

type Staff = { name: string; email: string; role: Role };

/** The back-office link (or its path, without PUBLIC_URL) and the lines closing a staff mail. */
function toTheScreen(staff: Staff, site: Site) {
  const screen = `/${staff.role}/reservasi`;
  return {
    link: site.publicUrl
      ? { label: "Buka permintaan di back office", href: new URL(screen, site.publicUrl).href }
      : undefined,
    closing: [
      site.publicUrl
        ? "Ubah statusnya setelah Anda menghubungi pemohon."
        : `Buka menu Reservasi di back office (${screen}) dan ubah statusnya setelah Anda menghubungi pemohon.`,
      "Anda menerima email ini karena memilih diberi tahu tentang permintaan kunjungan di Akun Saya.",
    ],
    signature: site.siteName,
    lang: "id" as const,
  };
}

/** To a staff member: subject with the institution, date and size; every field; a link. */
export function staffMail(request: Reservasi, staff: Staff, site: Site): OutgoingMail {
  const who = request.instansi || request.nama;
  return composeMail({
    kepada: staff.email,
    // Replying reaches the requester when they gave an address.
    balas_ke: request.email || undefined,
    perihal: `Permintaan kunjungan: ${who}, ${visitDay(request.tanggal, "id")}, ${request.jumlah} orang`,
    paragraphs: [`Halo ${staff.name},`, "Ada permintaan kunjungan rombongan baru melalui situs:"],
    fields: [
      ["Nama", request.nama],
      ["Instansi", request.instansi || "—"],
      ["Tanggal kunjungan", visitDay(request.tanggal, "id")],
      ["Jumlah pengunjung", `${request.jumlah} orang`],
      ["Telepon", request.telepon],
      ["Email", request.email || "—"],
      ["Catatan", request.catatan || "—"],
      ["Diterima", formatDateTimeJakarta(request.created_at)],
    ],
    ...toTheScreen(staff, site),
  });
}

/**
 * To a staff member, for the requests that came in a burst after the last mail (decision 110):
 * one line each (day; who, size, phone, address), the details in the back office.
 */
export function staffDigestMail(requests: Reservasi[], staff: Staff, site: Site): OutgoingMail {
  const n = requests.length;
  return composeMail({
    kepada: staff.email,
    perihal: `${n} permintaan kunjungan baru`,
    paragraphs: [
      `Halo ${staff.name},`,
      `Ada ${n} permintaan kunjungan rombongan baru melalui situs sejak email pemberitahuan terakhir:`,
    ],
    fields: requests.map((r) => [
      visitDay(r.tanggal, "id"),
      [r.instansi || r.nama, `${r.jumlah} orang`, r.telepon, r.email].filter(Boolean).join(", "),
    ]),
    ...toTheScreen(staff, site),
  });
}

/**
 * The confirmation holds only what the palace writes (decision 110): the day and the group's size,
 * never a word the requester typed. Anyone can put any address in the form, so a mail carrying
 * their name or notes would let them send their own text in the palace's name.
 */
const CONFIRMATION = {
  id: {
    perihal: (site: string) => `Permintaan kunjungan Anda sudah kami terima — ${site}`,
    hello: "Yth. Bapak/Ibu,",
    received: (site: string) =>
      `Terima kasih. Permintaan kunjungan rombongan ke ${site} dengan alamat email ini sudah kami terima:`,
    labels: ["Tanggal kunjungan", "Jumlah pengunjung"],
    people: (n: number) => `${n} orang`,
    next: "Langkah berikutnya: staf keraton akan menghubungi Anda melalui telepon atau WhatsApp untuk memastikan jadwal dan rincian kunjungan. Permintaan ini belum merupakan konfirmasi jadwal.",
    contact: (phone: string, email: string) =>
      `Bila ada perubahan, hubungi kami${phone ? ` di ${phone}` : ""}${email ? `${phone ? " atau" : ""} melalui ${email}` : ""}, atau balas email ini.`,
    notYou: "Bila Anda tidak merasa mengirim permintaan ini, abaikan saja email ini.",
  },
  en: {
    perihal: (site: string) => `We have received your visit request — ${site}`,
    hello: "Dear Sir or Madam,",
    received: (site: string) =>
      `Thank you. We have received a group visit request to ${site} with this email address:`,
    labels: ["Date of visit", "Number of visitors"],
    people: (n: number) => `${n} ${n === 1 ? "person" : "people"}`,
    next: "What happens next: the palace staff will contact you by phone or WhatsApp to confirm the date and the details of your visit. This request is not yet a confirmed booking.",
    contact: (phone: string, email: string) =>
      `If anything changes, contact us${phone ? ` at ${phone}` : ""}${email ? `${phone ? " or" : ""} at ${email}` : ""}, or reply to this email.`,
    notYou: "If you did not send this request, you can ignore this email.",
  },
} as const;

/** To the requester, when they gave an address: the day and size they asked for, what comes next. */
export function confirmationMail(request: Reservasi, lang: Lang, site: Site): OutgoingMail {
  const t = CONFIRMATION[lang];
  const values = [visitDay(request.tanggal, lang), t.people(request.jumlah)];
  return composeMail({
    kepada: request.email,
    balas_ke: site.contactEmail || undefined,
    perihal: t.perihal(site.siteName),
    paragraphs: [t.hello, t.received(site.siteName)],
    fields: t.labels.map((label, i) => [label, values[i]] as const),
    closing: [t.next, t.contact(site.contactPhone, site.contactEmail), t.notYou],
    signature: site.siteName,
    lang,
  });
}
