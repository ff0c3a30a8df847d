// A trickle of the abuse of decision 005: each one must be refused with its status, which counts
// as an expected answer; anything else (or a dropped connection) is an error.
import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { MinuteTallies } from "./tally.ts";

type Attack = { label: string; expected: number[]; send: () => Promise<Response> };

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
    '<script>alert("x")</script><rect width="10" height="10"/></svg>',
);

export function attacks(base: string, adminToken: string): Attack[] {
  // Made once: the client should not pay 5 MB of garbage per try.
  const bigJson = Buffer.from(JSON.stringify({ username: "x".repeat(5 * 1024 * 1024) }));
  const json = (body: string | Buffer, contentType = "application/json") => ({
    method: "POST",
    headers: { "content-type": contentType },
    body: new Uint8Array(body instanceof Buffer ? body : Buffer.from(body)),
  });
  return [
    {
      label: "attack: 16,000 slashes",
      expected: [414],
      send: () => fetch(`${base}/${"/".repeat(16_000)}`),
    },
    {
      label: "attack: 200,000 nested [ at login",
      expected: [400],
      send: () => fetch(`${base}/api/login`, json("[".repeat(200_000))),
    },
    {
      label: "attack: 5 MB JSON labelled multipart",
      expected: [413],
      send: () => fetch(`${base}/api/login`, json(bigJson, "multipart/form-data; boundary=x")),
    },
    {
      label: "attack: wrong password, random username",
      expected: [401, 429],
      send: () =>
        fetch(
          `${base}/api/login`,
          json(
            JSON.stringify({
              username: `tamu-${randomBytes(6).toString("hex")}`,
              password: randomBytes(12).toString("hex"),
            }),
          ),
        ),
    },
    {
      label: "attack: SVG upload",
      expected: [415],
      send: () => {
        const data = new FormData();
        data.set("judul", "Gambar SVG");
        data.set("tanggal", new Date().toISOString().slice(0, 10));
        data.set(
          "gambar",
          new File([new Uint8Array(SVG)], "gambar.svg", { type: "image/svg+xml" }),
        );
        return fetch(`${base}/api/dokumentasi`, {
          method: "POST",
          headers: { authorization: `Bearer ${adminToken}` },
          body: data,
        });
      },
    },
  ];
}

/** One attack every `everyMs`, in turn, until `signal`. */
export async function runAttacks(
  list: Attack[],
  everyMs: number,
  tallies: MinuteTallies,
  signal: AbortSignal,
): Promise<void> {
  for (let n = 0; !signal.aborted; n++) {
    const attack = list[n % list.length];
    try {
      const res = await attack.send();
      await res.arrayBuffer();
      tallies.current.record(attack.label, attack.expected.includes(res.status), res.status);
    } catch (err) {
      tallies.current.record(attack.label, false, (err as Error).message);
    }
    await sleep(everyMs, undefined, { signal }).catch(() => {});
  }
}
