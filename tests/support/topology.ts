import { randomBytes } from "node:crypto";
import { freePort } from "./free-port.ts";
import { type RunningNginx, startNginx } from "./nginx-process.ts";
import { type PostgresCluster, startPostgresCluster } from "./postgres-cluster.ts";
import { type RunningServer, startServer } from "./server-process.ts";

export type Topology = {
  cluster: PostgresCluster;
  nginx: RunningNginx;
  copies: RunningServer[];
  /** (Re)starts copy `index` on its own port, with the shared settings. */
  startCopy: (index: number) => Promise<RunningServer>;
  stop: () => Promise<void>;
};

/**
 * deploy/compose.yaml on one machine without Docker: a throwaway PostgreSQL, `count` server copies
 * (the first seeds the demo site) sharing it and a JWT secret, and Debian's nginx with
 * deploy/nginx.conf in front, trusted as the proxy. Everything on 127.0.0.1.
 */
export async function startTopology(count: number): Promise<Topology> {
  const cluster = await startPostgresCluster();
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  const nginxPort = await freePort();
  const env = {
    DATABASE_URL: cluster.url,
    MEDIA_STORE: "database",
    TRUST_PROXY: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
    JWT_SECRET: randomBytes(32).toString("hex"),
  };
  const copies: RunningServer[] = [];
  const startCopy = async (index: number) => {
    const seed = index === 0 ? "demo" : "none";
    // The first copy seeds the demo site into PostgreSQL: slow on a busy machine.
    copies[index] = await startServer({ port: ports[index], seed, env, readyWithinMs: 90_000 });
    return copies[index];
  };
  let nginx: RunningNginx | undefined;
  const stop = async () => {
    await nginx?.stop();
    for (const copy of copies) await copy?.stop();
    await cluster.stop();
  };
  try {
    await startCopy(0); // seeds the empty database before the others start
    await Promise.all(ports.slice(1).map((_, i) => startCopy(i + 1)));
    nginx = await startNginx(
      ports.map((p) => `127.0.0.1:${p}`),
      nginxPort,
    );
  } catch (err) {
    await stop();
    throw err;
  }
  return { cluster, nginx, copies, startCopy, stop };
}

/** Renames the newest informasi through the server at `url` (multipart PUT, as the back office). */
export async function renameNewestInformasi(url: string, token: string, judul: string) {
  const [item] = await (await fetch(`${url}/api/informasi`)).json();
  const form = new FormData();
  form.set("judul", judul);
  form.set("tanggal", item.tanggal);
  form.set("deskripsi", item.deskripsi);
  const res = await fetch(`${url}/api/informasi/${item.id}`, {
    method: "PUT",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status !== 200) throw new Error(`rename answered ${res.status}`);
}

/** Whether both the /informasi page and GET /api/informasi of the server at `url` show `text`. */
export async function showsInformasi(url: string, text: string): Promise<boolean> {
  const [page, api] = await Promise.all([
    fetch(`${url}/informasi`).then((r) => r.text()),
    fetch(`${url}/api/informasi`).then((r) => r.text()),
  ]);
  return page.includes(text) && api.includes(text);
}
