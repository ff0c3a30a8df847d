// The bench's content-save row: the demo admin saves one informasi article again and again, as
// the back office does (a multipart PUT of the form's fields), each time with other words, so
// every save keeps a revision. One save at a time: two at once would refuse each other's `versi`.
// It speaks each release's API: `versi` is sent only where the item answers one (942c5cc has none).
import { E2E_ADMIN } from "../../tests/support/server-process.ts";
import { percentile } from "./latency.ts";
import type { LoadResult } from "./load.ts";

/** The fields the back-office form sends for an informasi article, where the item has them. */
const FORM_FIELDS = [
  "judul",
  "tanggal",
  "deskripsi",
  "keterangan_gambar",
  "status",
  "judul_en",
  "deskripsi_en",
];

export type Article = Record<string, unknown> & { id: number; versi?: number };

/** The nth save's body: the article's own fields with a paragraph of other words added. */
export function saveForm(article: Article, n: number): FormData {
  const form = new FormData();
  for (const name of FORM_FIELDS) {
    const value = article[name];
    if (typeof value === "string") form.append(name, value);
  }
  const words = `<p>Catatan penyuntingan ke-${n}: jadwal kunjungan diperiksa ulang.</p>`;
  form.set("deskripsi", `${String(article.deskripsi ?? "")}\n${words}`);
  if (Number.isInteger(article.versi)) form.append("versi", String(article.versi));
  return form;
}

/** A signed-in admin saving the first informasi article of the demo content on `base`. */
export async function saveSession(base: string) {
  const login = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(E2E_ADMIN),
  });
  const { token } = (await login.json()) as { token?: string };
  if (!token) throw new Error(`the bench's admin could not sign in on ${base} (${login.status})`);
  const headers = { authorization: `Bearer ${token}`, accept: "application/json" };
  const [first] = (await (await fetch(`${base}/api/informasi`)).json()) as Article[];
  if (!first) throw new Error("/api/informasi is empty: the bench needs the demo content");
  // As the form does: the item read fresh (with its versi, where there is one) before editing.
  const original = (await (
    await fetch(`${base}/api/informasi/${first.id}`, { headers })
  ).json()) as Article;
  let versi = original.versi;
  let n = 0;
  return {
    /** One save, answered: its status (a 2xx moves the next save to the answer's versi). */
    async save(): Promise<number> {
      n += 1;
      const res = await fetch(`${base}/api/informasi/${original.id}`, {
        method: "PUT",
        headers,
        body: saveForm({ ...original, versi }, n),
      });
      const body = (await res.json()) as { data?: { versi?: number } };
      if (res.ok) versi = body.data?.versi;
      return res.status;
    },
  };
}

/** Saves one after the other for `seconds`: saves/s, p50 and p99, answers that were not 2xx. */
export async function measureSaves(
  session: Awaited<ReturnType<typeof saveSession>>,
  seconds: number,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  while (performance.now() < end) {
    const sent = performance.now();
    try {
      const status = await session.save();
      if (status < 200 || status >= 300) non2xx += 1;
    } catch {
      errors += 1;
    }
    latencies.push(performance.now() - sent);
  }
  const wall = (performance.now() - start) / 1000;
  return {
    requests: latencies.length,
    rps: Math.round(latencies.length / wall),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
    non2xx,
  };
}
