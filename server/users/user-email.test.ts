import { expect, it } from "vitest";
import { describeEachDialect } from "../../tests/support/test-app.ts";

describeEachDialect("staff email addresses", (use) => {
  it("lets each person set their own address and choice in Akun Saya", async () => {
    const { call, signIn } = use();
    const editor = await signIn("editor", { name: "Sari" });
    const saved = await call("PUT", "/api/akun/email", {
      token: editor.token,
      json: { email: "  Sari@Keraton.example ", notifikasi: true, password: editor.password },
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      message: "Pengaturan email berhasil disimpan",
      data: { email: "Sari@Keraton.example", notifikasi: true },
    });
    const own = await call("GET", "/api/akun", { token: editor.token });
    expect(await own.json()).toMatchObject({
      username: editor.username,
      email: "Sari@Keraton.example",
      notifikasi: true,
    });
  });

  it("refuses an address another account has, whatever its case, and changes nothing", async () => {
    const { call, signIn } = use();
    const first = await signIn("editor");
    const second = await signIn("editor");
    await call("PUT", "/api/akun/email", {
      token: first.token,
      json: { email: "humas@keraton.example", notifikasi: false, password: first.password },
    });
    const refused = await call("PUT", "/api/akun/email", {
      token: second.token,
      json: { email: "HUMAS@keraton.example", notifikasi: true, password: second.password },
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: "Email sudah dipakai akun lain" });
    const own = await (await call("GET", "/api/akun", { token: second.token })).json();
    expect(own).toMatchObject({ email: "", notifikasi: false });
  });

  it("refuses what is not an address, with a message beside the field", async () => {
    const { call, signIn } = use();
    const editor = await signIn("editor");
    for (const email of ["bukan-email", "a@b.example\r\nBcc: x@y.example"]) {
      const res = await call("PUT", "/api/akun/email", {
        token: editor.token,
        json: { email, notifikasi: true, password: editor.password },
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ errors: { email: "Alamat email tidak valid" } });
    }
  });

  it("lets several accounts have no address", async () => {
    const { call, signIn } = use();
    const a = await signIn("editor");
    const b = await signIn("editor");
    for (const user of [a, b]) {
      const res = await call("PUT", "/api/akun/email", {
        token: user.token,
        json: { email: "", notifikasi: true, password: user.password },
      });
      expect(res.status).toBe(200);
    }
  });

  it("lets an admin give an account an address when making it", async () => {
    const { call, signIn } = use();
    const admin = await signIn("admin");
    const res = await call("POST", "/api/users", {
      token: admin.token,
      json: {
        name: "Bagus",
        username: `bagus${Date.now()}`,
        password: "rahasia-panjang-1",
        role: "editor",
        email: "bagus@keraton.example",
        notifikasi: true,
      },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ email: "bagus@keraton.example", notifikasi: true });
  });
});
