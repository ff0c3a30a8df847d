import { beforeAll, expect, it } from "vitest";
import { body, form } from "../../tests/support/forms.ts";
import { imageFile, makeImage } from "../../tests/support/images.ts";
import { describeEachDialect, type SignedIn } from "../../tests/support/test-app.ts";

describeEachDialect("riwayat: the record of changes", (use) => {
  let admin: SignedIn;
  let editor: SignedIn;
  beforeAll(async () => {
    admin = await use().signIn("admin", { username: "kepala_admin" });
    editor = await use().signIn("editor", { username: "juru_tulis" });
  });

  type Entry = {
    id: number;
    waktu: string;
    pengguna: string;
    aksi: string;
    jenis: string;
    target: string;
  };
  const riwayat = async (query = ""): Promise<Entry[]> =>
    body(await use().call("GET", `/api/riwayat${query}`, { token: admin.token }));

  it("records each write with who, what, which kind and which item, newest first", async () => {
    const created = await use().call("POST", "/api/informasi", {
      token: editor.token,
      form: form({ judul: "Pengumuman Grebeg" }),
    });
    const { id } = (await body(created)).data;
    await use().call("PUT", `/api/informasi/${id}`, {
      token: editor.token,
      form: form({ judul: "Pengumuman Grebeg Syawal" }),
    });
    await use().call("DELETE", `/api/informasi/${id}`, { token: admin.token });
    const entries = await riwayat("?jenis=informasi");
    expect(
      entries
        .slice(0, 3)
        .map(({ pengguna, aksi, jenis, target }) => ({ pengguna, aksi, jenis, target })),
    ).toEqual([
      {
        pengguna: "kepala_admin",
        aksi: "hapus",
        jenis: "informasi",
        target: "Pengumuman Grebeg Syawal",
      },
      {
        pengguna: "juru_tulis",
        aksi: "ubah",
        jenis: "informasi",
        target: "Pengumuman Grebeg Syawal",
      },
      { pengguna: "juru_tulis", aksi: "tambah", jenis: "informasi", target: "Pengumuman Grebeg" },
    ]);
    expect(entries[0].id).toBeGreaterThan(entries[1].id);
    expect(Number.isNaN(Date.parse(entries[0].waktu))).toBe(false);
  });

  it("records documentation, settings, texts, hero slides and users too", async () => {
    await use().call("POST", "/api/dokumentasi", {
      token: editor.token,
      form: form({ judul: "Kirab Panjang Jimat", tanggal: "2026-08-01" }),
    });
    await use().call("POST", "/api/settings/update", {
      token: admin.token,
      form: form({ Alamat: "Jl. Kasepuhan 43" }),
    });
    await use().call("POST", "/api/visi_misi", {
      token: admin.token,
      json: { type: "visi", content: "<p>Visi</p>" },
    });
    await use().call("POST", "/api/hero", {
      token: admin.token,
      form: form({ keterangan: "Gerbang" }, { gambar: imageFile(await makeImage("jpeg")) }),
    });
    await use().call("POST", "/api/users", {
      token: admin.token,
      json: { name: "Tamu", username: "tamu_baru", password: "sandi-tamu-panjang", role: "editor" },
    });
    const kinds = (await riwayat()).map((e) => `${e.aksi} ${e.jenis} ${e.target}`);
    expect(kinds).toEqual(
      expect.arrayContaining([
        "tambah dokumentasi Kirab Panjang Jimat",
        "ubah settings Pengaturan situs",
        "ubah teks Visi",
        "tambah hero Gerbang",
        "tambah user tamu_baru",
      ]),
    );
  });

  it("records gallery pictures added and removed, and a visit request's new status, in words", async () => {
    const created = await use().call("POST", "/api/dokumentasi", {
      token: editor.token,
      form: form({ judul: "Grebeg Syawal", tanggal: "2026-08-01" }),
    });
    const { id } = (await body(created)).data;
    const added = await use().call("POST", `/api/dokumentasi/${id}/galeri`, {
      token: editor.token,
      form: form({ keterangan: "Gunungan diarak" }, { gambar: imageFile(await makeImage("jpeg")) }),
    });
    const picture = (await body(added)).data;
    await use().call("DELETE", `/api/dokumentasi/${id}/galeri/${picture.id}`, {
      token: admin.token,
    });
    const tanggal = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    await use().call("POST", "/api/reservasi", {
      json: { nama: "Ibu Ratna", tanggal, jumlah: 40, telepon: "081234567890" },
      remoteAddress: "203.0.113.240",
    });
    const [request] = await body(await use().call("GET", "/api/reservasi", { token: admin.token }));
    await use().call("PUT", `/api/reservasi/${request.id}`, {
      token: editor.token,
      json: { status: "dihubungi" },
    });

    const entries = (await riwayat()).map((e) => `${e.pengguna} ${e.aksi} ${e.jenis} ${e.target}`);
    expect(entries).toEqual(
      expect.arrayContaining([
        "juru_tulis tambah dokumentasi Foto galeri “Gunungan diarak” di Grebeg Syawal",
        "kepala_admin hapus dokumentasi Foto galeri “Gunungan diarak” di Grebeg Syawal",
      ]),
    );
    const status = entries.find((e) => e.startsWith("juru_tulis ubah reservasi"));
    // The date as people read it and the status's label, not `2026-…` and `dihubungi`.
    expect(status).toMatch(
      /^juru_tulis ubah reservasi Ibu Ratna, kunjungan \d{1,2} \S+ \d{4}: Dihubungi$/,
    );
  });

  it("records logins and failed logins at real accounts, never what was typed as a password", async () => {
    const secret = "sandi-yang-salah-sekali";
    await use().call("POST", "/api/login", {
      json: { username: editor.username, password: secret },
    });
    // A password typed into the username field must not end up in the record.
    await use().call("POST", "/api/login", { json: { username: editor.password, password: "x" } });
    await use().call("POST", "/api/login", {
      json: { username: editor.username, password: editor.password },
    });
    const logins = await riwayat("?pengguna=juru_tulis&jenis=user");
    expect(logins.slice(0, 2).map((e) => e.aksi)).toEqual(["login", "login_gagal"]);
    const rows = await use().deps.db.selectFrom("riwayat").selectAll().execute();
    const stored = JSON.stringify(rows);
    for (const word of [
      secret,
      editor.password,
      admin.password,
      "sandi-tamu-panjang",
      admin.token,
    ]) {
      expect(stored).not.toContain(word);
    }
  });

  it("never holds a password set or changed, or a token issued", async () => {
    const newPassword = "kata-sandi-baru-rahasia";
    await use().call("PUT", `/api/users/${editor.id}`, {
      token: admin.token,
      json: { name: "Juru Tulis", role: "editor", password: newPassword },
    });
    const own = await use().call("POST", "/api/akun/password", {
      token: admin.token,
      json: { password_lama: admin.password, password_baru: "sandi-admin-yang-baru" },
    });
    const { token } = await body(own);
    admin = { ...admin, token, password: "sandi-admin-yang-baru" };
    const rows = await use().deps.db.selectFrom("riwayat").selectAll().execute();
    const stored = JSON.stringify(rows);
    for (const word of [newPassword, "sandi-admin-yang-baru", token]) {
      expect(stored).not.toContain(word);
    }
    const changes = await riwayat("?jenis=user");
    expect(changes.map((e) => `${e.pengguna} ${e.aksi} ${e.target}`)).toEqual(
      expect.arrayContaining(["kepala_admin ubah juru_tulis", "kepala_admin ubah kepala_admin"]),
    );
  });

  it("filters by person and by kind, and pages with a total", async () => {
    const editorOnly = await riwayat("?pengguna=juru_tulis");
    expect(editorOnly.length).toBeGreaterThan(0);
    expect(editorOnly.every((e) => e.pengguna === "juru_tulis")).toBe(true);
    const settingsOnly = await riwayat("?jenis=settings");
    expect(settingsOnly.every((e) => e.jenis === "settings")).toBe(true);
    const res = await use().call("GET", "/api/riwayat?page=1&limit=2", { token: admin.token });
    const total = Number(res.headers.get("x-total-count"));
    expect(total).toBe((await riwayat("?limit=100")).length);
    const first = await body(res);
    const second = await riwayat("?page=2&limit=2");
    expect(first.length).toBe(2);
    expect(second[0].id).toBeLessThan(first[1].id);
  });

  it("refuses a bad filter (400) and is the admin's alone (editor 403, visitor 401)", async () => {
    const bad = await use().call("GET", "/api/riwayat?jenis=rahasia", { token: admin.token });
    expect(bad.status).toBe(400);
    expect((await body(bad)).errors).toHaveProperty("jenis");
    // The editor's earlier token ended when the admin set their password: sign in afresh.
    const other = await use().signIn("editor");
    expect((await use().call("GET", "/api/riwayat", { token: other.token })).status).toBe(403);
    expect((await use().call("GET", "/api/riwayat")).status).toBe(401);
  });

  it("a refused write records nothing", async () => {
    const other = await use().signIn("editor");
    const before = (await riwayat("?limit=1"))[0].id;
    const empty = await use().call("POST", "/api/informasi", {
      token: other.token,
      form: form({ judul: "" }),
    });
    expect(empty.status).toBe(400);
    const missing = await use().call("DELETE", "/api/informasi/999999", { token: other.token });
    expect(missing.status).toBe(404);
    expect((await riwayat("?limit=1"))[0].id).toBe(before);
  });
});
