import { beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../common/agenda/occurrences.ts";
import type { AgendaKejadian } from "../../common/api-types.ts";
import { todayInJakarta } from "../../common/dates.ts";
import { body, form } from "../../tests/support/forms.ts";
import { snapshotState } from "../../tests/support/snapshot.ts";
import { describeEachDialect, type SignedIn } from "../../tests/support/test-app.ts";

const PANJANG_JIMAT = {
  judul: "Panjang Jimat",
  ulang: "tahunan_hijriah",
  bulan_hijriah: "3",
  tanggal_hijriah: "12",
  jam_mulai: "19:00",
  jam_selesai: "23:00",
  lokasi: "Keraton Kasepuhan",
  deskripsi: "<p>Puncak peringatan Maulid Nabi.</p>",
};

describeEachDialect("agenda API", (use) => {
  let editor: SignedIn;
  let panjangJimat: { id: number; slug: string };
  beforeAll(async () => {
    editor = await use().signIn("editor");
    const res = await create(PANJANG_JIMAT);
    panjangJimat = (await body(res)).data;
  });
  const create = (fields: Record<string, string>) =>
    use().call("POST", "/api/agenda", { token: editor.token, form: form(fields) });
  const list = (query: string) => use().call("GET", `/api/agenda${query}`);
  const change = (id: number, tanggal: string, json: unknown, token = editor.token) =>
    use().call("PUT", `/api/agenda/${id}/kejadian/${tanggal}`, { token, json });
  const ofItem = async (query: string, id: number): Promise<AgendaKejadian[]> =>
    ((await body(await list(query))) as AgendaKejadian[]).filter((k) => k.agenda_id === id);

  it("answers each year's 12 Rabiulawal with both calendars, marked perkiraan", async () => {
    const res = await list("?dari=2023-01-01&sampai=2025-12-31");
    expect(res.status).toBe(200);
    const days = await ofItem("?dari=2023-01-01&sampai=2025-12-31", panjangJimat.id);
    expect(days.map((k) => (k as { tanggal_hijriah: string }).tanggal_hijriah)).toEqual([
      "12 Rabiulawal 1445 H",
      "12 Rabiulawal 1446 H",
      "12 Rabiulawal 1447 H",
    ]);
    const kept = ["2023-09-28", "2024-09-16", "2025-09-05"];
    days.forEach((k, i) => {
      const { tanggal } = k as { tanggal: string };
      const apart = Math.abs(Date.parse(tanggal) - Date.parse(kept[i])) / 86_400_000;
      expect(apart).toBeLessThanOrEqual(1);
    });
    expect(days[2]).toMatchObject({
      slug: "panjang-jimat",
      judul: "Panjang Jimat",
      tanggal_selesai: (days[2] as { tanggal: string }).tanggal,
      jam_mulai: "19:00",
      jam_selesai: "23:00",
      lokasi: "Keraton Kasepuhan",
      gambar: "",
      perkiraan: true,
      dibatalkan: false,
    });
  });

  it("answers today to a year ahead when no window is given: one Panjang Jimat", async () => {
    const days = (await ofItem("", panjangJimat.id)) as Array<{ tanggal: string }>;
    expect(days).toHaveLength(1);
    expect(days[0].tanggal >= todayInJakarta()).toBe(true);
  });

  it.each([
    ["?dari=2025-01-01&sampai=2028-01-02", "Rentang tanggal paling panjang 3 tahun"],
    [
      "?dari=2025-05-01&sampai=2025-04-01",
      "Tanggal sampai harus sama dengan atau setelah tanggal dari",
    ],
    ["?dari=besok", "Tanggal tidak valid. Pilih tanggal dari kalender."],
    ["?dari=2025-02-30", "Tanggal tidak valid. Pilih tanggal dari kalender."],
  ])("refuses the window %s with 400 and says why", async (query, message) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect((await body(res)).message).toBe(message);
  });

  it("answers an item by slug with its next five occurrences, from today", async () => {
    const res = await use().call("GET", `/api/agenda/${panjangJimat.slug}`);
    expect(res.status).toBe(200);
    const item = await body(res);
    expect(item).toMatchObject({ id: panjangJimat.id, ulang: "tahunan_hijriah", bulan_hijriah: 3 });
    expect(item.kejadian).toHaveLength(5);
    const days = item.kejadian.map((k: { tanggal: string }) => k.tanggal);
    expect([...days].sort()).toEqual(days);
    expect(days[0] >= todayInJakarta()).toBe(true);
    expect((await use().call("GET", "/api/agenda/tidak-ada")).status).toBe(404);
  });

  it("confirms one year's date: that year is no longer perkiraan, the others still are", async () => {
    const [y2025] = (await ofItem("?dari=2025-01-01&sampai=2025-12-31", panjangJimat.id)) as Array<{
      tanggal: string;
    }>;
    const res = await change(panjangJimat.id, y2025.tanggal, { pasti: true });
    expect(res.status).toBe(200);
    const answer = await body(res);
    expect(answer.message).toBe("Tanggal pelaksanaan ditandai pasti");
    expect(answer.data).toMatchObject({ tanggal: y2025.tanggal, perkiraan: false });
    const after = (await ofItem("?dari=2024-01-01&sampai=2026-12-31", panjangJimat.id)) as Array<{
      perkiraan: boolean;
    }>;
    expect(after.map((k) => k.perkiraan)).toEqual([true, false, true]);
    const riwayat = await body(
      await use().call("GET", "/api/riwayat?jenis=agenda", {
        token: (await use().signIn("admin")).token,
      }),
    );
    expect(JSON.stringify(riwayat)).toContain(`Panjang Jimat — ${y2025.tanggal} ditandai pasti`);
  });

  it("moves one occurrence: listed on its new day, not perkiraan, the next year untouched", async () => {
    const [y2024] = (await ofItem("?dari=2024-01-01&sampai=2024-12-31", panjangJimat.id)) as Array<{
      tanggal: string;
      tanggal_asal: string;
    }>;
    const moved = addDays(y2024.tanggal, 1);
    const res = await change(panjangJimat.id, y2024.tanggal, { tanggal_baru: moved });
    expect(res.status).toBe(200);
    expect((await body(res)).message).toBe("Tanggal pelaksanaan berhasil dipindahkan");
    const [after2024, after2025] = (await ofItem(
      "?dari=2024-01-01&sampai=2025-12-31",
      panjangJimat.id,
    )) as Array<{ tanggal: string; perkiraan: boolean; dipindah: boolean; tanggal_asal: string }>;
    expect(after2024).toMatchObject({
      tanggal: moved,
      perkiraan: false,
      dipindah: true,
      tanggal_asal: y2024.tanggal_asal,
    });
    expect(after2025.dipindah).toBe(false);
    // The moved day names the occurrence too.
    expect((await change(panjangJimat.id, moved, { pasti: true })).status).toBe(200);
  });

  it("asks to confirm a move of more than 30 days, and changes nothing until then", async () => {
    const [y2023] = (await ofItem("?dari=2023-01-01&sampai=2023-12-31", panjangJimat.id)) as Array<{
      tanggal: string;
    }>;
    const far = addDays(y2023.tanggal, 40);
    const before = await snapshotState(use());
    const res = await change(panjangJimat.id, y2023.tanggal, { tanggal_baru: far });
    expect(res.status).toBe(400);
    const answer = await body(res);
    expect(answer.message).toContain("berjarak 40 hari dari tanggal perhitungan");
    // Said to a person: no field names of the API.
    expect(answer.message).not.toMatch(/yakin|true|tanggal_baru/);
    expect(answer.errors).toHaveProperty("tanggal_baru");
    expect(await snapshotState(use())).toEqual(before);
    const sure = await change(panjangJimat.id, y2023.tanggal, { tanggal_baru: far, yakin: true });
    expect(sure.status).toBe(200);
    expect((await body(sure)).data.tanggal).toBe(far);
  });

  it("cancels one occurrence: still listed, marked dibatalkan", async () => {
    const item = (
      await body(await create({ ...PANJANG_JIMAT, judul: "Siraman Panjang", tanggal_hijriah: "5" }))
    ).data;
    const [first, second] = (await ofItem("?dari=2025-01-01&sampai=2026-12-31", item.id)) as Array<{
      tanggal: string;
    }>;
    const res = await change(item.id, first.tanggal, { dibatalkan: true });
    expect(res.status).toBe(200);
    expect((await body(res)).message).toBe("Pelaksanaan pada tanggal ini dibatalkan");
    const after = (await ofItem("?dari=2025-01-01&sampai=2026-12-31", item.id)) as Array<{
      tanggal: string;
      dibatalkan: boolean;
    }>;
    expect(after).toMatchObject([
      { tanggal: first.tanggal, dibatalkan: true },
      { tanggal: second.tanggal, dibatalkan: false },
    ]);
  });

  it.each([
    [
      "2025-01-01",
      { pasti: true },
      "Tanggal 2025-01-01 bukan jadwal agenda ini. Pilih salah satu tanggal pelaksanaannya.",
    ],
    ["besok", { pasti: true }, "Tanggal tidak valid. Pilih tanggal dari kalender."],
    [
      "2025-09-05",
      { tanggal_baru: "2025-13-01" },
      "Tanggal tidak valid. Pilih tanggal dari kalender.",
    ],
    ["2025-09-05", {}, "Kirim tanggal_baru, pasti, atau dibatalkan"],
    ["2025-09-05", { dibatalkan: "ya" }, "dibatalkan harus true atau false"],
  ])("refuses a change of %s %j with 400, changing nothing", async (tanggal, json, message) => {
    const before = await snapshotState(use());
    const res = await change(panjangJimat.id, tanggal, json);
    expect(res.status).toBe(400);
    expect((await body(res)).message).toBe(message);
    expect(await snapshotState(use())).toEqual(before);
  });

  it("lets only staff change an occurrence (401 for a visitor, 404 for an unknown item)", async () => {
    const visitor = await use().call("PUT", `/api/agenda/${panjangJimat.id}/kejadian/2025-09-05`, {
      json: { pasti: true },
    });
    expect(visitor.status).toBe(401);
    expect((await change(999_999, "2025-09-05", { pasti: true })).status).toBe(404);
  });

  it("holds day 30 of a 29-day month on its last day, and says so", async () => {
    const res = await create({
      judul: "Akhir Safar",
      ulang: "tahunan_hijriah",
      bulan_hijriah: "2",
      tanggal_hijriah: "30",
    });
    expect(res.status).toBe(201);
    const { id } = (await body(res)).data;
    const [k] = (await ofItem("?dari=2025-01-01&sampai=2025-12-31", id)) as Array<{
      hari_terakhir: boolean;
      tanggal_hijriah: string;
    }>;
    expect(k).toMatchObject({ hari_terakhir: true, tanggal_hijriah: "29 Safar 1447 H" });
  });

  it("repeats a Gregorian date yearly and a one-time item once; several days as a span", async () => {
    const yearly = (
      await body(
        await create({
          judul: "Hari Jadi Cirebon",
          ulang: "tahunan_masehi",
          tanggal: "2020-03-27",
          lama_hari: "3",
        }),
      )
    ).data;
    const once = (
      await body(await create({ judul: "Pameran Pusaka", ulang: "sekali", tanggal: "2026-01-10" }))
    ).data;
    const y = (await ofItem("?dari=2025-01-01&sampai=2026-12-31", yearly.id)) as Array<{
      tanggal: string;
      tanggal_selesai: string;
      perkiraan: boolean;
    }>;
    expect(y).toMatchObject([
      { tanggal: "2025-03-27", tanggal_selesai: "2025-03-29", perkiraan: false },
      { tanggal: "2026-03-27", tanggal_selesai: "2026-03-29", perkiraan: false },
    ]);
    const o = (await ofItem("?dari=2025-01-01&sampai=2026-12-31", once.id)) as Array<{
      tanggal: string;
    }>;
    expect(o.map((k) => k.tanggal)).toEqual(["2026-01-10"]);
  });

  it("keeps drafts out of visitors' answers; staff see them with ?bentuk=item", async () => {
    const draft = (
      await body(
        await create({
          judul: "Rapat Abdi Dalem",
          ulang: "sekali",
          tanggal: "2026-12-20",
          status: "draf",
        }),
      )
    ).data;
    expect(await ofItem("?dari=2026-12-01&sampai=2026-12-31", draft.id)).toEqual([]);
    const visitorItems = await body(await list("?bentuk=item"));
    expect(visitorItems.some((i: { id: number }) => i.id === draft.id)).toBe(false);
    const staffItems = await body(
      await use().call("GET", "/api/agenda?bentuk=item", { token: editor.token }),
    );
    expect(staffItems.find((i: { id: number }) => i.id === draft.id)).toMatchObject({
      status: "draf",
    });
    expect((await use().call("GET", `/api/agenda/${draft.slug}`)).status).toBe(404);
  });

  describe("refuses bad items with 400 and a clear message, storing nothing", () => {
    const base = {
      judul: "Acara",
      ulang: "tahunan_hijriah",
      bulan_hijriah: "3",
      tanggal_hijriah: "12",
    };
    it.each([
      [{ bulan_hijriah: "13" }, "bulan_hijriah", "Bulan Hijriah harus 1 sampai 12"],
      [{ tanggal_hijriah: "31" }, "tanggal_hijriah", "Tanggal Hijriah harus 1 sampai 30"],
      [{ bulan_hijriah: "" }, "bulan_hijriah", "Bulan Hijriah wajib diisi"],
      [{ lama_hari: "0" }, "lama_hari", "Lama acara harus 1 sampai 30 hari"],
      [{ lama_hari: "31" }, "lama_hari", "Lama acara harus 1 sampai 30 hari"],
      [
        { jam_mulai: "20:00", jam_selesai: "19:00" },
        "jam_selesai",
        "Jam selesai harus setelah jam mulai",
      ],
      [{ jam_mulai: "25:00" }, "jam_mulai", "Jam harus berformat HH:MM"],
      [
        { ulang: "bulanan" },
        "ulang",
        "Pengulangan harus sekali, tahunan_masehi, atau tahunan_hijriah",
      ],
      [
        { ulang: "sekali", tanggal: "2025-02-30" },
        "tanggal",
        "Tanggal tidak valid. Pilih tanggal dari kalender.",
      ],
      [{ ulang: "sekali" }, "tanggal", "Tanggal wajib diisi"],
    ])("%j", async (fields, field, message) => {
      const before = await snapshotState(use());
      const res = await create({ ...base, ...fields } as Record<string, string>);
      expect(res.status).toBe(400);
      const answer = await body(res);
      expect(answer.message).toBe(message);
      expect(answer.errors[field]).toBe(message);
      expect(await snapshotState(use())).toEqual(before);
    });
  });

  it("edits, keeps its occurrences' changes, and deletes (staff only)", async () => {
    const item = (
      await body(
        await create({
          judul: "Grebeg Syawal",
          ulang: "tahunan_hijriah",
          bulan_hijriah: "10",
          tanggal_hijriah: "8",
        }),
      )
    ).data;
    const [k] = (await ofItem("?dari=2025-01-01&sampai=2025-12-31", item.id)) as Array<{
      tanggal: string;
    }>;
    await change(item.id, k.tanggal, { pasti: true });
    const put = await use().call("PUT", `/api/agenda/${item.id}`, {
      token: editor.token,
      form: form({
        judul: "Grebeg Syawal",
        ulang: "tahunan_hijriah",
        bulan_hijriah: "10",
        tanggal_hijriah: "8",
        lokasi: "Astana Gunung Jati",
        judul_en: "Grebeg Syawal",
      }),
    });
    expect(put.status).toBe(200);
    expect((await body(put)).data).toMatchObject({
      lokasi: "Astana Gunung Jati",
      judul_en: "Grebeg Syawal",
    });
    const [after] = (await ofItem("?dari=2025-01-01&sampai=2025-12-31", item.id)) as Array<{
      perkiraan: boolean;
      lokasi: string;
    }>;
    expect(after).toMatchObject({ perkiraan: false, lokasi: "Astana Gunung Jati" });
    // From a Hijri date to a single Gregorian day: the occurrences follow the new rule.
    const once = await use().call("PUT", `/api/agenda/${item.id}`, {
      token: editor.token,
      form: form({ judul: "Grebeg Syawal", ulang: "sekali", tanggal: "2025-06-01" }),
    });
    expect(once.status).toBe(200);
    const single = await ofItem("?dari=2025-01-01&sampai=2025-12-31", item.id);
    expect(single.map((k) => [k.tanggal, k.perkiraan])).toEqual([["2025-06-01", false]]);
    expect((await use().call("DELETE", `/api/agenda/${item.id}`)).status).toBe(401);
    const del = await use().call("DELETE", `/api/agenda/${item.id}`, { token: editor.token });
    expect(del.status).toBe(200);
    expect(await ofItem("?dari=2025-01-01&sampai=2025-12-31", item.id)).toEqual([]);
  });

  it("reckons an Aboge item by the Javanese calendar and says so; an evening rite names its evening", async () => {
    const siraman = await create({
      judul: "Siraman Panjang Aboge",
      ulang: "tahunan_hijriah",
      hisab: "aboge",
      bulan_hijriah: "3",
      tanggal_hijriah: "5",
    });
    expect(siraman.status).toBe(201);
    const { data } = await body(siraman);
    expect(data).toMatchObject({ hisab: "aboge", malam: null });
    const days = await ofItem("?dari=2023-01-01&sampai=2025-12-31", data.id);
    expect(days.map((k) => [k.tanggal, k.tanggal_hijriah, k.hisab, k.perkiraan])).toEqual([
      ["2023-09-22", "5 Mulud 1957 J", "aboge", false],
      ["2024-09-10", "5 Mulud 1958 J", "aboge", false],
      ["2025-08-30", "5 Mulud 1959 J", "aboge", false],
    ]);
    expect(days[2].tanggal_hijriah_en).toBe("5 Mulud 1959 AJ");
    const [islam] = await ofItem("?dari=2025-01-01&sampai=2025-12-31", panjangJimat.id);
    expect(islam).toMatchObject({ hisab: "islam", malam: null, tanggal_mulai: islam.tanggal });

    const sura = await create({
      judul: "Malam 1 Sura",
      ulang: "tahunan_hijriah",
      bulan_hijriah: "1",
      tanggal_hijriah: "1",
      malam: "sebelumnya",
      jam_mulai: "19:30",
    });
    expect(sura.status).toBe(201);
    const [eve] = await ofItem("?dari=2025-06-01&sampai=2025-07-31", (await body(sura)).data.id);
    expect(eve).toMatchObject({
      tanggal: "2025-06-27",
      tanggal_mulai: "2025-06-26",
      malam: "sebelumnya",
      jam_mulai: "19:30",
      tanggal_hijriah: "1 Muharam 1447 H",
    });
  });

  it("refuses an unknown reckoning or evening, and an evening without its time, changing nothing", async () => {
    const before = await snapshotState(use());
    const base = {
      judul: "Salah",
      ulang: "tahunan_hijriah",
      bulan_hijriah: "1",
      tanggal_hijriah: "1",
    };
    for (const [extra, errors] of [
      [{ hisab: "jawa" }, { hisab: "Penanggalan harus islam atau aboge" }],
      [
        { malam: "tengah", jam_mulai: "20:00" },
        { malam: "Malam harus hari_itu, sebelumnya, atau kosong" },
      ],
      [{ malam: "hari_itu" }, { jam_mulai: "Isi jam mulai acara malam hari" }],
    ] as const) {
      const res = await create({ ...base, ...extra });
      expect(res.status).toBe(400);
      expect((await body(res)).errors).toEqual(errors);
    }
    expect(await snapshotState(use())).toEqual(before);
  });
});
