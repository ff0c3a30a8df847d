import { expect, it } from "vitest";
import { body } from "../../tests/support/forms.ts";
import { describeEachDialect } from "../../tests/support/test-app.ts";

describeEachDialect("the subscribers in the back office", (use) => {
  it("admins find, export and delete an address; editors see counts only", async () => {
    const { call, signIn } = use();
    for (const [email, bahasa, topik] of [
      ["ani@contoh.example", "id", ["berita"]],
      ["bob@contoh.example", "en", ["berita", "agenda"]],
    ] as const) {
      const res = await call("POST", "/api/langganan", {
        json: { email, bahasa, topik },
        remoteAddress: "192.0.2.10",
      });
      expect(res.status).toBe(202);
    }
    const admin = await signIn("admin");
    const editor = await signIn("editor");

    const counts = await call("GET", "/api/langganan/ringkasan", { token: editor.token });
    expect(counts.status).toBe(200);
    expect(await body(counts)).toEqual({
      total: 2,
      status: { menunggu: 2, aktif: 0 },
      bahasa: { id: 1, en: 1 },
      topik: { berita: 0, agenda: 0 },
    });
    expect((await call("GET", "/api/langganan", { token: editor.token })).status).toBe(403);

    const found = await call("GET", "/api/langganan?q=BOB", { token: admin.token });
    expect(found.headers.get("x-total-count")).toBe("1");
    const [bob] = await body(found);
    expect(bob).toMatchObject({
      email: "bob@contoh.example",
      bahasa: "en",
      topik: ["berita", "agenda"],
      status: "menunggu",
    });

    const csv = await call("GET", "/api/langganan?format=csv", { token: admin.token });
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const text = await csv.text();
    expect(text).toContain("id,email,bahasa,topik,status,dibuat\r\n");
    expect(text).toContain(",bob@contoh.example,en,berita agenda,menunggu,");

    expect((await call("DELETE", `/api/langganan/${bob.id}`, { token: editor.token })).status).toBe(
      403,
    );
    expect((await call("DELETE", `/api/langganan/${bob.id}`, { token: admin.token })).status).toBe(
      200,
    );
    const after = await call("GET", "/api/langganan", { token: admin.token });
    expect((await body(after)).map((s: { email: string }) => s.email)).toEqual([
      "ani@contoh.example",
    ]);
    expect((await call("DELETE", `/api/langganan/${bob.id}`, { token: admin.token })).status).toBe(
      404,
    );
  });
});
