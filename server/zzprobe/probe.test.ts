import { it } from "vitest";
import { createTestContext } from "../../tests/support/test-app.ts";
import sharp from "sharp";

it("probe", async () => {
  for (const d of ["sqlite", "postgres"] as const) {
    const ctx = await createTestContext(d);
    const admin = await ctx.signIn("admin");
    const show = async (label: string, r: Response) => console.log(d, label, r.status, (await r.text()).slice(0, 200));
    await show("huge id", await ctx.call("GET", "/api/informasi/99999999999"));
    await show("huge id put", await ctx.call("DELETE", "/api/users/99999999999", { token: admin.token }));
    await show("nul slug", await ctx.call("GET", "/api/dokumentasi/%00"));
    await show("nul slug info", await ctx.call("GET", "/api/informasi/slug/a%00b"));
    await show("nul incr", await ctx.call("POST", "/api/informasi/a%00b/increment-view"));
    await show("bad pct", await ctx.call("GET", "/api/dokumentasi/%E0%A4%A"));
    await show("nul login", await ctx.call("POST", "/api/login", { json: { username: "a\u0000b", password: "x" } }));
    const f = new FormData(); f.set("judul", "a\u0000b"); f.set("tanggal", "2026-01-01");
    await show("nul judul", await ctx.call("POST", "/api/dokumentasi", { token: admin.token, form: f }));
    await show("nul user", await ctx.call("POST", "/api/users", { token: admin.token, json: { name: "x\u0000", username: "abcd", password: "12345678", role: "editor" } }));
    await show("nul text", await ctx.call("POST", "/api/visi_misi", { token: admin.token, json: { type: "visi", content: "a\u0000b" } }));
    const s = new FormData(); s.set("Alamat", "a\u0000b");
    await show("nul settings", await ctx.call("POST", "/api/settings/update", { token: admin.token, form: s }));
    const jpg = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#f00" } }).jpeg().toBuffer();
    const t = new FormData(); t.set("judul", "x"); t.set("tanggal", "2026-01-01"); t.set("gambar", new File([jpg.subarray(0, jpg.length / 2)], "a.jpg"));
    await show("truncated", await ctx.call("POST", "/api/dokumentasi", { token: admin.token, form: t }));
    await show("invalid json", await ctx.call("POST", "/api/login", { headers: { "content-type": "application/json" } }));
    await show("pagination empty", await ctx.call("GET", "/api/informasi?page=&limit="));
    await show("page huge", await ctx.call("GET", "/api/informasi?page=99999999999999&limit=100"));
    await show("page 1e308", await ctx.call("GET", "/api/informasi?page=1e20&limit=100"));
    await ctx.close();
  }
}, 60000);
