import { E2E_ADMIN } from "../../tests/support/server-process.ts";

/** Edits an article's title through the API and checks the next page request shows it. */
export async function checkFreshness(base: string): Promise<string> {
  const login = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(E2E_ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const [item] = (await (await fetch(`${base}/api/informasi`)).json()) as Array<{
    id: number;
    judul: string;
    tanggal: string;
    deskripsi: string;
  }>;
  await fetch(`${base}/informasi`); // cached before the edit
  const judul = `${item.judul} (diperbarui ${Date.now()})`;
  const form = new FormData();
  form.set("judul", judul);
  form.set("tanggal", item.tanggal);
  form.set("deskripsi", item.deskripsi);
  const put = await fetch(`${base}/api/informasi/${item.id}`, {
    method: "PUT",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!put.ok) return `FAILED: PUT answered ${put.status}`;
  const { data } = (await put.json()) as { data: { slug: string } };
  const list = await (await fetch(`${base}/informasi`)).text();
  const detail = await (await fetch(`${base}/informasi/${data.slug}`)).text();
  const escaped = judul.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return list.includes(escaped) && detail.includes(escaped)
    ? "ok: the next GET of /informasi and of the article shows the new title"
    : "FAILED: the edited title does not show";
}
