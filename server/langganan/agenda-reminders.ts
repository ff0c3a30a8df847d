import type { AgendaKejadian } from "../../common/api-types.ts";
import { todayInJakarta } from "../../common/dates.ts";
import { addDays, daysInRange } from "../../common/day-arithmetic.ts";
import { formatDateLongIn } from "../../common/i18n/format.ts";
import type { Bahasa } from "../../common/langganan.ts";
import { wibToIso } from "../../common/wib-time.ts";
import { listKejadian } from "../agenda/agenda.service.ts";
import type { Db } from "../db/create-database.ts";
import type { OutgoingMail } from "../mail/outbox.ts";
import * as repo from "./langganan.repository.ts";
import { linkTo, type SubscriptionSite, subscriberMail } from "./langganan-mails.ts";

// Agenda mails to subscribers (decision 160): a reminder 7 and 1 days before each occurrence, due
// from 00:00 WIB of that day (only the latest of those due; none once it has begun), and one mail
// when an occurrence they were told of is confirmed, moved or cancelled.

/** The reminders, latest first: `h1` replaces `h7` when both are due. */
const REMINDERS = [
  { jenis: "h1", days: 1 },
  { jenis: "h7", days: 7 },
] as const;

/** What a subscriber was told of an occurrence: its day, confirmed or not, cancelled or not. */
const stateOf = (k: AgendaKejadian) =>
  `${k.tanggal}|${k.perkiraan ? "perkiraan" : "pasti"}|${k.dibatalkan ? "batal" : "ada"}`;

const begun = (k: AgendaKejadian, now: Date) =>
  Date.parse(
    wibToIso(k.tanggal_mulai, k.jam_mulai ?? "00:00") ?? `${k.tanggal_mulai}T00:00:00+07:00`,
  ) <= now.getTime();

const WORDS = {
  id: {
    in: (days: number) => (days === 0 ? "hari ini" : days === 1 ? "besok" : `${days} hari lagi`),
    perihal: (title: string, when: string) => `Pengingat: ${title}, ${when}`,
    intro: (title: string, when: string) => `${title} diselenggarakan ${when}.`,
    date: "Tanggal",
    time: "Waktu",
    place: "Tempat",
    estimate:
      "Perkiraan: tanggal ini dihitung dari kalender Hijriah dan belum dipastikan keraton. Kami akan mengabari Anda bila berubah.",
    confirmed: "Tanggal ini sudah dipastikan keraton.",
    link: "Lihat agenda",
    changed: {
      perihal: (title: string) => `Perubahan agenda: ${title}`,
      batal: (title: string, date: string) => `${title} pada ${date} dibatalkan.`,
      pindah: (title: string, date: string) => `${title} dipindah ke ${date}.`,
      pasti: (title: string, date: string) => `Tanggal ${title} sudah dipastikan: ${date}.`,
    },
  },
  en: {
    in: (days: number) => (days === 0 ? "today" : days === 1 ? "tomorrow" : `in ${days} days`),
    perihal: (title: string, when: string) => `Reminder: ${title}, ${when}`,
    intro: (title: string, when: string) => `${title} takes place ${when}.`,
    date: "Date",
    time: "Time",
    place: "Place",
    estimate:
      "Estimate: this date is computed from the Hijri calendar and not yet confirmed by the palace. We will let you know if it changes.",
    confirmed: "This date has been confirmed by the palace.",
    link: "See the agenda",
    changed: {
      perihal: (title: string) => `Agenda change: ${title}`,
      batal: (title: string, date: string) => `${title} on ${date} has been cancelled.`,
      pindah: (title: string, date: string) => `${title} has been moved to ${date}.`,
      pasti: (title: string, date: string) => `The date of ${title} is now confirmed: ${date}.`,
    },
  },
} as const;

type Subscriber = { id: number; email: string; bahasa: Bahasa; dibuat: string };

function titleIn(k: AgendaKejadian, lang: Bahasa) {
  return lang === "en" && k.judul_en ? k.judul_en : k.judul;
}

function details(k: AgendaKejadian, lang: Bahasa): Array<readonly [string, string]> {
  const t = WORDS[lang];
  const hijri = lang === "en" ? k.tanggal_hijriah_en : k.tanggal_hijriah;
  const place = lang === "en" && k.lokasi_en ? k.lokasi_en : k.lokasi;
  return [
    [t.date, `${formatDateLongIn(lang, k.tanggal)} (${hijri})`],
    ...(k.jam_mulai
      ? [[t.time, `${k.jam_mulai}${k.jam_selesai ? `–${k.jam_selesai}` : ""} WIB`] as const]
      : []),
    ...(place ? [[t.place, place] as const] : []),
  ];
}

function reminderMail(s: Subscriber, k: AgendaKejadian, days: number, site: SubscriptionSite) {
  const t = WORDS[s.bahasa];
  const title = titleIn(k, s.bahasa);
  return subscriberMail(s, site, {
    perihal: t.perihal(title, t.in(days)),
    paragraphs: [t.intro(title, t.in(days)), k.perkiraan ? t.estimate : t.confirmed],
    fields: details(k, s.bahasa),
    link: { label: t.link, href: linkTo(site, s.bahasa, `/agenda/${k.slug}`) },
  });
}

function changeMail(s: Subscriber, k: AgendaKejadian, site: SubscriptionSite) {
  const t = WORDS[s.bahasa];
  const title = titleIn(k, s.bahasa);
  const date = formatDateLongIn(s.bahasa, k.tanggal);
  const what = k.dibatalkan
    ? t.changed.batal(title, formatDateLongIn(s.bahasa, k.tanggal_asal))
    : k.dipindah
      ? t.changed.pindah(title, date)
      : t.changed.pasti(title, date);
  return subscriberMail(s, site, {
    perihal: t.changed.perihal(title),
    paragraphs: [what, ...(k.dibatalkan ? [] : [k.perkiraan ? t.estimate : t.confirmed])],
    fields: k.dibatalkan ? [] : details(k, s.bahasa),
    link: { label: t.link, href: linkTo(site, s.bahasa, `/agenda/${k.slug}`) },
  });
}

/**
 * The agenda mails due at `now`, each recorded in the caller's transaction before it is written:
 * a row another copy recorded first means that copy sends it.
 */
export async function dueAgendaMails(
  trx: Db,
  site: SubscriptionSite,
  now: Date,
): Promise<OutgoingMail[]> {
  const today = todayInJakarta(now);
  const at = now.toISOString();
  const mails: OutgoingMail[] = [];
  const subscribers = (await repo.agendaSubscribers(trx)) as Subscriber[];
  const coming = await listKejadian(trx, today, addDays(today, 8));
  if (subscribers.length) {
    for (const k of coming) {
      if (k.dibatalkan || begun(k, now)) continue;
      const due = REMINDERS.find((r) => addDays(k.tanggal_mulai, -r.days) <= today);
      if (!due) continue;
      const rows = (jenis: string) =>
        subscribers.map((s) => ({
          langganan_id: s.id,
          agenda_id: k.agenda_id,
          tanggal_asal: k.tanggal_asal,
          jenis,
          keadaan: stateOf(k),
          dikirim_pada: at,
        }));
      // The earlier reminders are over once a later one is due: recorded, never sent.
      for (const earlier of REMINDERS.filter((r) => r.days > due.days)) {
        await repo.claimAgendaMails(trx, rows(earlier.jenis));
      }
      const fresh = await repo.claimAgendaMails(trx, rows(due.jenis));
      for (const s of subscribers) {
        // Said as the days left now (an item published late is reminded of sooner than 7 days).
        if (fresh.has(s.id))
          mails.push(reminderMail(s, k, daysInRange(today, k.tanggal_mulai) - 1, site));
      }
    }
  }
  mails.push(...(await changedOccurrenceMails(trx, site, now)));
  return mails;
}

/** One mail to each subscriber told of an occurrence whose day, certainty or fate changed since. */
async function changedOccurrenceMails(trx: Db, site: SubscriptionSite, now: Date) {
  const today = todayInJakarta(now);
  const told = await repo.toldOccurrences(trx, addDays(today, -40));
  if (told.length === 0) return [];
  const from = told.reduce((min, r) => (r.tanggal_asal < min ? r.tanggal_asal : min), today);
  const current = new Map(
    (await listKejadian(trx, addDays(from, -40), addDays(today, 400))).map((k) => [
      `${k.agenda_id}|${k.tanggal_asal}`,
      k,
    ]),
  );
  // The newest row per subscriber and occurrence is what they were last told.
  const latest = new Map<string, (typeof told)[number]>();
  for (const row of told)
    latest.set(`${row.langganan_id}|${row.agenda_id}|${row.tanggal_asal}`, row);
  const mails: OutgoingMail[] = [];
  for (const row of latest.values()) {
    const k = current.get(`${row.agenda_id}|${row.tanggal_asal}`);
    if (!k || stateOf(k) === row.keadaan) continue;
    const state = stateOf(k);
    const fresh = await repo.claimAgendaMails(trx, [
      {
        langganan_id: row.langganan_id,
        agenda_id: row.agenda_id,
        tanggal_asal: row.tanggal_asal,
        jenis: `ubah:${state}`,
        keadaan: state,
        dikirim_pada: now.toISOString(),
      },
    ]);
    if (fresh.size) {
      const s = { id: row.langganan_id, email: row.email, bahasa: row.bahasa, dibuat: row.dibuat };
      mails.push(changeMail(s, k, site));
    }
  }
  return mails;
}
