import ICAL from "ical.js";
import { beforeAll, expect, it } from "vitest";
import { toGregorian, toHijri } from "../../common/agenda/hijri.ts";
import { addDays } from "../../common/agenda/occurrences.ts";
import { todayInJakarta } from "../../common/dates.ts";
import { body, form } from "../../tests/support/forms.ts";
import { describeEachDialect, type SignedIn } from "../../tests/support/test-app.ts";

function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
}

describeEachDialect("agenda calendar files", (use) => {
  let editor: SignedIn;
  let item: { id: number; slug: string };
  const today = todayInJakarta();
  const day = addDays(today, 10);
  beforeAll(async () => {
    editor = await use().signIn("editor");
    const fields = {
      judul: "Malam Satu Sura",
      ulang: "sekali",
      tanggal: day,
      jam_mulai: "19:30",
      jam_selesai: "22:00",
      lokasi: "Bangsal Pagelaran",
      deskripsi: `<p>${"Kirab budaya dengan Kereta Singa Barong, prajurit keraton, dan pagelaran wayang kulit; ".repeat(3)}</p>`,
    };
    const res = await use().call("POST", "/api/agenda", {
      token: editor.token,
      form: form(fields),
    });
    item = (await body(res)).data;
    await use().call("POST", "/api/agenda", {
      token: editor.token,
      form: form({ judul: "Draf rahasia", ulang: "sekali", tanggal: day, status: "draf" }),
    });
  });
  const get = async (path: string) => {
    const res = await use().call("GET", path);
    return { res, text: await res.text() };
  };
  const ours = (text: string) => events(text).filter((e) => e.summary === "Malam Satu Sura");

  it("serves /agenda.ics as RFC 5545: CRLF lines folded at 75 octets, required properties", async () => {
    const { res, text } = await get("/agenda.ics");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = text.split("\r\n");
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines.some((l) => l.startsWith(" "))).toBe(true);
    for (const required of ["UID:", "DTSTAMP:", "DTSTART:"]) {
      expect(lines.filter((l) => l.startsWith(required)).length).toBeGreaterThan(0);
    }
    const [event] = ours(text);
    expect(event.location).toBe("Bangsal Pagelaran");
    expect(event.startDate.toJSDate().toISOString()).toBe(`${day}T12:30:00.000Z`);
    expect(event.endDate.toJSDate().toISOString()).toBe(`${day}T15:00:00.000Z`);
    expect(event.description).toContain("Kereta Singa Barong");
    expect(event.description).toContain(`/agenda/${item.slug}`);
    expect(text).not.toContain("Draf rahasia");
  });

  it("keeps an occurrence's UID across an edit, raises SEQUENCE on a move, marks a cancellation", async () => {
    const [before] = ours((await get("/agenda.ics")).text);
    expect(before.sequence).toBe(0);
    const edit = await use().call("PUT", `/api/agenda/${item.id}`, {
      token: editor.token,
      form: form({
        judul: "Malam Satu Sura",
        ulang: "sekali",
        tanggal: day,
        jam_mulai: "19:30",
        jam_selesai: "22:00",
        lokasi: "Alun-alun",
      }),
    });
    expect(edit.status).toBe(200);
    const [edited] = ours((await get("/agenda.ics")).text);
    expect(edited.uid).toBe(before.uid);
    expect(edited.location).toBe("Alun-alun");

    const moved = addDays(day, 1);
    const move = await use().call("PUT", `/api/agenda/${item.id}/kejadian/${day}`, {
      token: editor.token,
      json: { tanggal_baru: moved },
    });
    expect(move.status).toBe(200);
    const [afterMove] = ours((await get("/agenda.ics")).text);
    expect(afterMove.uid).toBe(before.uid);
    expect(afterMove.sequence).toBe(1);
    expect(afterMove.startDate.toJSDate().toISOString()).toBe(`${moved}T12:30:00.000Z`);

    await use().call("PUT", `/api/agenda/${item.id}/kejadian/${day}`, {
      token: editor.token,
      json: { dibatalkan: true },
    });
    const { text } = await get(`/agenda/${item.slug}.ics`);
    const [cancelled] = events(text);
    expect(events(text)).toHaveLength(1);
    expect(cancelled.uid).toBe(before.uid);
    expect(cancelled.sequence).toBe(2);
    expect(cancelled.component.getFirstPropertyValue("status")).toBe("CANCELLED");
  });

  it("writes the English calendar in English where the item has it", async () => {
    await use().call("PUT", `/api/agenda/${item.id}`, {
      token: editor.token,
      form: form({
        judul: "Malam Satu Sura",
        judul_en: "1 Sura Night",
        ulang: "sekali",
        tanggal: day,
      }),
    });
    const english = events((await get("/en/agenda.ics")).text);
    expect(english.some((e) => e.summary === "1 Sura Night")).toBe(true);
    const event = english.find((e) => e.summary === "1 Sura Night");
    expect(String(event?.component.getFirstPropertyValue("url"))).toContain("/en/agenda/");
  });

  it("answers 404 for an unknown item's calendar", async () => {
    expect((await get("/agenda/tidak-ada.ics")).res.status).toBe(404);
  });

  it("dates evening rites on their evening, names each one's Hijri date and estimate, escapes the calendar's name", async () => {
    const create = async (fields: Record<string, string>) =>
      (
        await body(
          await use().call("POST", "/api/agenda", { token: editor.token, form: form(fields) }),
        )
      ).data as { id: number; slug: string };
    const jimat = await create({
      judul: "Panjang Jimat; malam, Maulid",
      ulang: "tahunan_hijriah",
      bulan_hijriah: "3",
      tanggal_hijriah: "12",
      malam: "hari_itu",
      jam_mulai: "20:00",
      jam_selesai: "01:00",
    });
    await create({
      judul: "Malam 1 Sura",
      ulang: "tahunan_hijriah",
      bulan_hijriah: "1",
      tanggal_hijriah: "1",
      malam: "sebelumnya",
      jam_mulai: "19:30",
    });
    const next = (month: number) => {
      const year = toHijri(today).year;
      return [year, year + 1]
        .map((y) => ({
          y,
          day: toGregorian({ year: y, month, day: month === 1 ? 1 : 12 }).tanggal,
        }))
        .find((d) => d.day >= today) as { y: number; day: string };
    };

    const { text } = await get(`/agenda/${jimat.slug}.ics`);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text).toContain("X-WR-CALNAME:Panjang Jimat\\; malam\\, Maulid\r\n");
    expect(text).toContain("\r\nNAME:Panjang Jimat\\; malam\\, Maulid\r\n");
    expect(text).toContain("X-WR-CALDESC:Panjang Jimat\\; malam\\, Maulid\r\n");
    const pj = next(3);
    const [first] = events(text);
    expect(first.startDate.toJSDate().toISOString()).toBe(`${pj.day}T13:00:00.000Z`);
    // It ends after midnight: 01:00 WIB the next day.
    expect(first.endDate.toJSDate().toISOString()).toBe(`${pj.day}T18:00:00.000Z`);
    expect(first.description).toContain(`12 Rabiulawal ${pj.y} H`);
    expect(first.description).toContain("perkiraan");

    const sura = next(1);
    const [eve] = events((await get("/agenda.ics")).text).filter(
      (e) => e.summary === "Malam 1 Sura",
    );
    expect(eve.startDate.toJSDate().toISOString()).toBe(`${addDays(sura.day, -1)}T12:30:00.000Z`);
    expect(eve.description).toContain(`malam 1 Muharam ${sura.y} H`);

    // The estimate is confirmed: the description no longer says "perkiraan".
    await use().call("PUT", `/api/agenda/${jimat.id}/kejadian/${pj.day}`, {
      token: editor.token,
      json: { pasti: true },
    });
    const [confirmed] = events((await get(`/agenda/${jimat.slug}.ics`)).text);
    expect(confirmed.description).toContain(`12 Rabiulawal ${pj.y} H`);
    expect(confirmed.description).not.toContain("perkiraan");
  });
});
