import { beforeAll, expect, it } from "vitest";
import { body, form } from "../../tests/support/forms.ts";
import { describeEachDialect, type SignedIn } from "../../tests/support/test-app.ts";

/** Rich text is cleaned when saved; plain text (titles, names, settings) is kept as typed. */
const DIRTY =
  '<h2>Sejarah</h2><p onclick="steal()" style="color:red">Isi <strong>kuat</strong> <em>miring</em></p>' +
  '<script>alert("xss")</script><iframe src="https://evil.example"></iframe>' +
  '<ul><li>satu</li></ul><a href="javascript:alert(1)">jahat</a>' +
  '<a href="https://kasepuhan.example">baik</a><a href="mailto:a@kasepuhan.example">surel</a>' +
  "<blockquote>kutipan</blockquote><table><tbody><tr><td>sel</td></tr></tbody></table>" +
  '<img src="/uploads/abc.jpg" onerror="alert(2)" alt="foto"><img src="https://evil.example/t.gif">';

/** What a reader may see of DIRTY: all harmless markup, nothing that runs or calls out. */
function expectClean(html: string) {
  expect(html).not.toMatch(
    /<script|alert|<iframe|onclick|onerror|style=|javascript:|evil\.example/i,
  );
  for (const kept of [
    "<h2>Sejarah</h2>",
    "<strong>kuat</strong>",
    "<em>miring</em>",
    "<ul><li>satu</li></ul>",
    '<a href="https://kasepuhan.example">baik</a>',
    '<a href="mailto:a@kasepuhan.example">surel</a>',
    "<blockquote>kutipan</blockquote>",
    "<td>sel</td>",
    '<img src="/uploads/abc.jpg" alt="foto" />',
  ]) {
    expect(html).toContain(kept);
  }
}

const TITLE = '<b>x</b> & <script>alert("judul")</script> "kutip"';

describeEachDialect("sanitizing on save", (use) => {
  let admin: SignedIn;
  beforeAll(async () => {
    admin = await use().signIn("admin");
  });

  it.each([
    ["visi_misi", "visi"],
    ["visi_misi", "misi"],
    ["sejarah_istilah", "sejarah"],
    ["sejarah_istilah", "silsilah"],
  ])("/api/%s: %s content is cleaned in the answer and when read back", async (group, type) => {
    const res = await use().call("POST", `/api/${group}`, {
      token: admin.token,
      json: { type, content: DIRTY },
    });
    expect(res.status).toBe(200);
    expectClean((await body(res)).content);
    const read = await body(await use().call("GET", `/api/${group}/${type}`));
    expect(read.type).toBe(type);
    expectClean(read.content);
  });

  it.each([
    ["dokumentasi", (slug: string) => `/api/dokumentasi/${slug}`],
    ["informasi", (slug: string) => `/api/informasi/slug/${slug}`],
  ])(
    "%s: deskripsi is cleaned on create and edit; the title stays as typed",
    async (name, detail) => {
      const created = await use().call("POST", `/api/${name}`, {
        token: admin.token,
        form: form({ judul: TITLE, tanggal: "2026-02-02", deskripsi: DIRTY }),
      });
      expect(created.status).toBe(201);
      const item = (await body(created)).data;
      expect(item.judul).toBe(TITLE);
      expectClean(item.deskripsi);
      const read = await body(await use().call("GET", detail(item.slug)));
      expect(read.judul).toBe(TITLE);
      expectClean(read.deskripsi);
      const list = await body(await use().call("GET", `/api/${name}`));
      expect(list.find((i: { id: number }) => i.id === item.id).judul).toBe(TITLE);

      const edited = await use().call("PUT", `/api/${name}/${item.id}`, {
        token: admin.token,
        form: form({ judul: TITLE, tanggal: "2026-02-02", deskripsi: `${DIRTY}<p>lagi</p>` }),
      });
      expect(edited.status).toBe(200);
      expectClean((await body(edited)).data.deskripsi);
      expectClean((await body(await use().call("GET", detail(item.slug)))).deskripsi);
    },
  );

  it("keeps settings text and user names exactly as typed", async () => {
    const alamat = '<b>Jl. Kasepuhan</b> No. 43 & "Cirebon"';
    const footer = "<script>tetap teks</script>";
    const saved = await use().call("POST", "/api/settings/update", {
      token: admin.token,
      form: form({ Alamat: alamat, Deskripsi_Footer: footer }),
    });
    expect(saved.status).toBe(200);
    const settings = await body(await use().call("GET", "/api/settings"));
    expect(settings.Alamat).toBe(alamat);
    expect(settings.Deskripsi_Footer).toBe(footer);

    const name = "<i>Raden</i> & Ayu";
    const user = await use().call("POST", "/api/users", {
      token: admin.token,
      json: { name, username: "nama.html", password: "sandi-panjang", role: "editor" },
    });
    expect((await body(user)).name).toBe(name);
  });
});
