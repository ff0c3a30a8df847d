// Staff: an admin and editors who sign in once, then every few seconds save something through the
// back office's API: a text (admin only), an article with a new picture, a documentation entry
// with a picture that is added and deleted again.
import { randomInt } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import sharp from "sharp";
import { E2E_ADMIN } from "../../tests/support/server-process.ts";
import type { MinuteTallies } from "./tally.ts";

export type Staff = { name: string; role: "admin" | "editor"; token: string };
type Article = { id: number; judul: string; tanggal: string; deskripsi: string };

async function login(base: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`login of ${username}: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/** The admin, and `editors` editor accounts the admin creates first. */
export async function signInStaff(base: string, editors: number): Promise<Staff[]> {
  const admin: Staff = {
    name: "admin",
    role: "admin",
    token: await login(base, E2E_ADMIN.username, E2E_ADMIN.password),
  };
  const staff = [admin];
  for (let i = 1; i <= editors; i++) {
    const user = {
      name: `Editor ${i}`,
      username: `editor-soak-${i}`,
      password: `rahasia-soak-${i}`,
    };
    const res = await fetch(`${base}/api/users`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin.token}`, "content-type": "application/json" },
      body: JSON.stringify({ ...user, role: "editor" }),
    });
    if (!res.ok) throw new Error(`creating ${user.username}: ${res.status} ${await res.text()}`);
    staff.push({
      name: user.name,
      role: "editor",
      token: await login(base, user.username, user.password),
    });
  }
  return staff;
}

/** A small JPEG of a random colour: every upload is a new picture, as in real use. */
async function photo(): Promise<File> {
  const background = { r: randomInt(256), g: randomInt(256), b: randomInt(256) };
  const jpeg = await sharp({ create: { width: 640, height: 360, channels: 3, background } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return new File([new Uint8Array(jpeg)], "foto.jpg", { type: "image/jpeg" });
}

function form(fields: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

async function call(
  tallies: MinuteTallies,
  label: string,
  expected: number,
  url: string,
  init: RequestInit,
): Promise<Response | undefined> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    tallies.current.record(label, res.status === expected, res.status);
    return res;
  } catch (err) {
    // fetch says only "fetch failed"; the socket's own words are in its cause.
    const cause = (err as Error & { cause?: { code?: string; message?: string } }).cause;
    const why = cause
      ? `${(err as Error).message} (${cause.code ?? cause.message})`
      : (err as Error).message;
    tallies.current.record(label, false, why);
    return undefined;
  }
}

export async function runStaff(
  base: string,
  staff: Staff[],
  tallies: MinuteTallies,
  signal: AbortSignal,
): Promise<void> {
  const articles = (await (await fetch(`${base}/api/informasi`)).json()) as Article[];
  const today = new Date().toISOString().slice(0, 10);

  const one = async (person: Staff, index: number) => {
    const auth = { authorization: `Bearer ${person.token}` };
    // Each person edits their own article, keeping its title (and so its address, which the
    // visitors keep reading).
    const article = articles[index % articles.length];
    const actions = [
      async (n: number) => {
        if (person.role !== "admin") return;
        await call(tallies, "POST /api/visi_misi", 200, `${base}/api/visi_misi`, {
          method: "POST",
          headers: { ...auth, "content-type": "application/json" },
          body: JSON.stringify({ type: "visi", content: `<p>Visi keraton, disimpan ${n}.</p>` }),
        });
      },
      async (n: number) => {
        const fields = {
          judul: article.judul,
          tanggal: article.tanggal,
          deskripsi: `${article.deskripsi}<p>Pembaruan ${person.name} ke-${n}.</p>`,
          gambar: await photo(),
        };
        await call(tallies, "PUT /api/informasi/{id}", 200, `${base}/api/informasi/${article.id}`, {
          method: "PUT",
          headers: auth,
          body: form(fields),
        });
      },
      async (n: number) => {
        const fields = {
          judul: `Kegiatan uji ${person.name} ${n}`,
          tanggal: today,
          deskripsi: "<p>Dibuat dan dihapus oleh uji beban.</p>",
          gambar: await photo(),
        };
        const res = await call(tallies, "POST /api/dokumentasi", 201, `${base}/api/dokumentasi`, {
          method: "POST",
          headers: auth,
          body: form(fields),
        });
        if (res?.status !== 201) return;
        const { data } = (await res.json()) as { data: { id: number } };
        await call(
          tallies,
          "DELETE /api/dokumentasi/{id}",
          200,
          `${base}/api/dokumentasi/${data.id}`,
          {
            method: "DELETE",
            headers: auth,
          },
        );
      },
    ];
    for (let n = 1; !signal.aborted; n++) {
      await actions[n % actions.length](n);
      await sleep(randomInt(2_000, 5_000), undefined, { signal }).catch(() => {});
    }
  };
  await Promise.all(staff.map(one));
}
