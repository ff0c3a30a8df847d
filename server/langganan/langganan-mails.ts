// The mails of subscriptions (decision 160): the confirmation, which holds only the palace's words
// (the form has no free text), and the news mail with the subscriber's links and headers.
import type { Bahasa } from "../../common/langganan.ts";
import { composeMail, type MailEntry } from "../mail/mail-message.ts";
import type { OutgoingMail } from "../mail/outbox.ts";
import { manageToken } from "./langganan-tokens.ts";

export type SubscriptionSite = {
  siteName: string;
  /** Where links point: PUBLIC_URL, or this server's own address when it is not set. */
  baseUrl: string;
  secret: string;
};

const pathIn = (lang: Bahasa, path: string) => (lang === "en" ? `/en${path}` : path);

export const linkTo = (site: SubscriptionSite, lang: Bahasa, path: string) =>
  new URL(pathIn(lang, path), site.baseUrl).href;

const CONFIRMATION = {
  id: {
    perihal: (site: string) => `Konfirmasi langganan email — ${site}`,
    hello: "Yth. Bapak/Ibu,",
    asked: (site: string) =>
      `Seseorang (semoga Anda) meminta agar alamat email ini menerima kabar dari ${site}. Kami belum akan mengirim apa pun sebelum Anda mengonfirmasinya.`,
    link: "Konfirmasi langganan",
    valid: "Tautan ini berlaku 7 hari dan hanya sekali pakai.",
    notYou:
      "Bila Anda tidak memintanya, abaikan saja email ini: alamat Anda akan terhapus dengan sendirinya.",
  },
  en: {
    perihal: (site: string) => `Confirm your email subscription — ${site}`,
    hello: "Dear Sir or Madam,",
    asked: (site: string) =>
      `Someone (we hope you) asked for this email address to receive news from ${site}. We will send nothing else until you confirm it.`,
    link: "Confirm subscription",
    valid: "This link is valid for 7 days and can be used once.",
    notYou:
      "If you did not ask for this, simply ignore this email: your address will be deleted by itself.",
  },
} as const;

/** To an address someone typed: the palace's words and the link, nothing of the requester's. */
export function confirmationMail(
  to: { email: string; bahasa: Bahasa },
  token: string,
  site: SubscriptionSite,
): OutgoingMail {
  const t = CONFIRMATION[to.bahasa];
  return composeMail({
    kepada: to.email,
    perihal: t.perihal(site.siteName),
    paragraphs: [t.hello, t.asked(site.siteName)],
    link: {
      label: t.link,
      href: `${linkTo(site, to.bahasa, "/langganan/konfirmasi")}?token=${encodeURIComponent(token)}`,
    },
    closing: [t.valid, t.notYou],
    signature: site.siteName,
    lang: to.bahasa,
  });
}

type Subscriber = { id: number; email: string; dibuat: string; bahasa: Bahasa };

/** The subscriber's manage page and one-click unsubscribe address. */
export function subscriberLinks(s: Subscriber, site: SubscriptionSite) {
  const token = encodeURIComponent(manageToken(site.secret, s));
  return {
    atur: `${linkTo(site, s.bahasa, "/langganan/atur")}?token=${token}`,
    berhenti: `${linkTo(site, s.bahasa, "/langganan/berhenti")}?token=${token}`,
  };
}

const FOOTER = {
  id: {
    why: (site: string) => `Anda menerima email ini karena berlangganan kabar ${site}.`,
    atur: "Ubah pilihan atau berhenti berlangganan",
  },
  en: {
    why: (site: string) => `You receive this email because you subscribed to news from ${site}.`,
    atur: "Change your choices or unsubscribe",
  },
} as const;

/** Any mail to a subscriber: its words, then why they get it and their links; the headers. */
export function subscriberMail(
  s: Subscriber,
  site: SubscriptionSite,
  content: {
    perihal: string;
    paragraphs: string[];
    entries?: MailEntry[];
    fields?: ReadonlyArray<readonly [string, string]>;
    link?: { label: string; href: string };
  },
): OutgoingMail {
  const links = subscriberLinks(s, site);
  const f = FOOTER[s.bahasa];
  return {
    ...composeMail({
      kepada: s.email,
      ...content,
      closing: [f.why(site.siteName)],
      signature: site.siteName,
      footerLinks: [{ label: f.atur, href: links.atur }],
      lang: s.bahasa,
    }),
    berhenti: links.berhenti,
  };
}

export type NewsItem = {
  judul: string;
  judul_en: string;
  deskripsi: string;
  deskripsi_en: string;
  gambar: string;
  /** The item's public path (`/informasi/slug`). */
  path: string;
};

const NEWS = {
  id: {
    one: (title: string) => `Kabar baru: ${title}`,
    many: (n: number, site: string) => `${n} kabar baru dari ${site}`,
    intro: (site: string) => `Kabar terbaru dari ${site}:`,
    untranslated: "",
  },
  en: {
    one: (title: string) => `New: ${title}`,
    many: (n: number, site: string) => `${n} new stories from ${site}`,
    intro: (site: string) => `The latest from ${site}:`,
    untranslated: "Not yet translated: shown in Indonesian.",
  },
} as const;

/** One entry of a news mail, in the subscriber's language or marked as Indonesian. */
function newsEntry(
  item: NewsItem,
  lang: Bahasa,
  site: SubscriptionSite,
  summary: (html: string) => string,
): MailEntry {
  const english = lang === "en" && item.judul_en.trim() !== "";
  const title = english ? item.judul_en : item.judul;
  const text = summary(english && item.deskripsi_en.trim() ? item.deskripsi_en : item.deskripsi);
  return {
    title,
    text,
    href: linkTo(site, lang, item.path),
    image: item.gambar ? new URL(item.gambar, site.baseUrl).href : undefined,
    ...(lang === "en" && !english ? { lang: "id", note: NEWS.en.untranslated } : {}),
  };
}

/** News to one subscriber: one item, or the digest of those since their last news mail. */
export function newsMail(
  s: Subscriber,
  items: NewsItem[],
  site: SubscriptionSite,
  summary: (html: string) => string,
): OutgoingMail {
  const t = NEWS[s.bahasa];
  const entries = items.map((item) => newsEntry(item, s.bahasa, site, summary));
  return subscriberMail(s, site, {
    perihal: entries.length === 1 ? t.one(entries[0].title) : t.many(entries.length, site.siteName),
    paragraphs: [t.intro(site.siteName)],
    entries,
  });
}
