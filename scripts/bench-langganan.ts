// `npm run bench:langganan`: one publish to 10,000 subscribers (decision 190). Creates 10,000
// confirmed subscribers of `berita` straight through the database, publishes one informasi item
// through the API, times the sweep that writes their 10,000 mails to the outbox, then runs the real
// outbox loop (as `npm start` runs it) against a real SMTP server (npm `smtp-server`, started here)
// at MAIL_RATE_PER_MINUTE (--rate, default 6000). When a third of the mails are in, one staff mail
// (a password reset, through the service the API uses) is asked for; the figures say how long it
// waited and how many subscriber mails still waiting went after it. Before that, a short run
// (--rate2, default 300, for --seconds2, default 125) sends a backlog at a low rate and prints the
// most mails that arrived in any 60 s. SQLite in a temporary directory, or PostgreSQL with DATABASE_URL set (an
// empty database). Prints figures; never fails on them. The SMTP server runs in this process, so
// the peak RSS printed holds it too.
//   npm run bench:langganan [-- --subscribers 10000 --rate 6000 --rate2 300 --seconds2 125]
import "../server/require-node-24.mjs";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { SMTPServer } from "smtp-server";
import { createApp } from "../server/app.ts";
import { afterTheAnswer, requestPasswordReset } from "../server/auth/password-reset.service.ts";
import { closeDeps, openDeps } from "../server/bootstrap.ts";
import { loadConfig } from "../server/config.ts";
import { createOutbox } from "../server/mail/create-outbox.ts";
import { createUser } from "../server/users/users.service.ts";

const { values: args } = parseArgs({
  options: {
    subscribers: { type: "string", default: "10000" },
    rate: { type: "string", default: "6000" },
    rate2: { type: "string", default: "300" },
    seconds2: { type: "string", default: "125" },
  },
});
const SUBSCRIBERS = Number(args.subscribers);
const RATE = Number(args.rate);
const RATE2 = Number(args.rate2);
const SECONDS2 = Number(args.seconds2);
const STAFF_ADDRESS = "staf@keraton.example";

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The most arrivals (times in ms, in order) within any 60 s. */
function mostInAnyMinute(times: number[]): number {
  let most = 0;
  for (let i = 0, j = 0; i < times.length; i++) {
    while (times[i] - times[j] >= 60_000) j++;
    most = Math.max(most, i - j + 1);
  }
  return most;
}

/** What arrived: who to, and when (the SMTP server keeps nothing else, to stay light). */
type Arrival = { to: string; at: number };
const arrivals: Arrival[] = [];
const smtp = new SMTPServer({
  secure: false,
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    stream.on("end", () => {
      const to = session.envelope.rcptTo.map((r) => r.address).join(",");
      arrivals.push({ to, at: Date.now() });
      callback();
    });
    stream.resume();
  },
});
await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
const smtpAddress = smtp.server.address();
const smtpPort = typeof smtpAddress === "object" && smtpAddress ? smtpAddress.port : 0;

const dataDir = mkdtempSync(join(tmpdir(), "keraton-bench-langganan-"));
const config = loadConfig({
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.DATABASE_URL,
  JWT_SECRET: randomBytes(32).toString("hex"),
  SEED: "none",
  LOG_REQUESTS: "0",
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_FROM: "Keraton Kasepuhan <noreply@keraton.example>",
  PUBLIC_URL: "https://keraton.example",
  MAIL_RATE_PER_MINUTE: String(RATE),
});
const deps = await openDeps(config);
const app = createApp(deps);

/** Subscriber mails arrived so far. */
const subscriberMails = () => arrivals.filter((a) => a.to !== STAFF_ADDRESS).length;
async function until(done: () => boolean, limitMs: number): Promise<void> {
  const end = Date.now() + limitMs;
  while (!done()) {
    if (Date.now() > end) throw new Error(`gave up after ${seconds(limitMs)}`);
    await sleep(50);
  }
}

try {
  console.log(`Database: ${deps.dialect}; load average at start: ${load()}`);

  // The short run first: a backlog at a low rate; the most mails in any 60 s must not pass it.
  const backlog = Math.ceil((RATE2 * SECONDS2) / 60) + RATE2;
  const now = new Date();
  await deps.outbox.add(
    deps.db,
    Array.from({ length: backlog }, (_, i) => ({
      kepada: `lagi${i}@contoh.example`,
      perihal: "Kabar",
      teks: "Kabar",
      berhenti: `https://keraton.example/langganan/berhenti?token=${i}`,
    })),
    now,
  );
  const slow = createOutbox({ ...config, MAIL_RATE_PER_MINUTE: RATE2 }, deps.db, deps.dialect);
  const run2Start = Date.now();
  const before = arrivals.length;
  slow.start();
  await sleep(SECONDS2 * 1000);
  await slow.stop();
  const times = arrivals.slice(before).map((a) => a.at);
  const most = mostInAnyMinute(times);
  console.log(
    `\nShort run (the rate held): MAIL_RATE_PER_MINUTE=${RATE2}, ${backlog} waiting, ${SECONDS2} s`,
  );
  console.log(
    `  ${times.length} sent in ${seconds(Date.now() - run2Start)}; most in any 60 s: ${most} ` +
      `(set: ${RATE2})`,
  );
  // The 10,000 run starts once the short run's minute has passed, with nothing of it waiting.
  await deps.db.deleteFrom("surat_keluar").where("status", "=", "antri").execute();
  await sleep(61_000);

  // 10,000 confirmed subscribers, as confirmation leaves them, in batches of 500.
  const made = Date.now();
  const at = new Date().toISOString();
  for (let i = 0; i < SUBSCRIBERS; i += 500) {
    const rows = Array.from({ length: Math.min(500, SUBSCRIBERS - i) }, (_, j) => ({
      email: `pelanggan${i + j}@contoh.example`,
      bahasa: (i + j) % 3 === 0 ? ("en" as const) : ("id" as const),
      topik: "berita",
      status: "aktif" as const,
      token_konfirmasi: null,
      dibuat: at,
      dikonfirmasi_pada: at,
    }));
    await deps.db.insertInto("langganan").values(rows).execute();
  }
  console.log(`${SUBSCRIBERS} subscribers created in ${seconds(Date.now() - made)}`);

  // One item published by an editor through the API.
  const password = "rahasia-bench-panjang";
  await createUser(deps.db, { name: "Editor", username: "editor", password, role: "editor" });
  await createUser(deps.db, {
    name: "Staf",
    username: "staf",
    password,
    role: "admin",
    email: STAFF_ADDRESS,
  });
  const login = await app.request("/api/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "editor", password }),
  });
  const { token } = (await login.json()) as { token: string };
  const item = new FormData();
  item.set("judul", "Panjang Jimat 1448 H");
  item.set("tanggal", at.slice(0, 10));
  item.set("deskripsi", "<p>Tanggal Panjang Jimat tahun ini sudah pasti.</p>");
  const published = await app.request("/api/informasi", {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: item,
  });
  if (published.status !== 201) throw new Error(`publish answered ${published.status}`);

  const enqueueStart = Date.now();
  const queued = await deps.langgananSweep.sweep();
  const enqueueMs = Date.now() - enqueueStart;
  console.log(`Sweep wrote ${queued} news mails to the outbox in ${seconds(enqueueMs)}`);

  // The 10,000 run: the outbox loop as the server runs it.
  const sendStart = Date.now();
  deps.outbox.start();
  let staffAsked = 0;
  let waitingWhenAsked = 0;
  await until(() => subscriberMails() >= Math.floor(SUBSCRIBERS / 3), 30 * 60_000);
  waitingWhenAsked = SUBSCRIBERS - subscriberMails();
  staffAsked = Date.now();
  afterTheAnswer(await requestPasswordReset(deps, { username: "staf", ip: "198.51.100.7" }));
  await until(() => subscriberMails() >= SUBSCRIBERS, 60 * 60_000);
  const staff = arrivals.find((a) => a.to === STAFF_ADDRESS);
  // This run's mails only: the short run's arrived minutes before.
  const thisRun = arrivals.filter((a) => a.at >= sendStart);
  const firstAt = thisRun[0]?.at ?? sendStart;
  const lastAt = thisRun.at(-1)?.at ?? Date.now();
  const achieved = (SUBSCRIBERS / (lastAt - firstAt)) * 60_000;
  console.log(`\n10,000 run: MAIL_RATE_PER_MINUTE=${RATE}`);
  console.log(`  ${SUBSCRIBERS} subscriber mails in ${seconds(lastAt - sendStart)} from start`);
  console.log(
    `  achieved ${Math.round(achieved)} mails/minute on average; most in any 60 s: ` +
      `${mostInAnyMinute(thisRun.filter((a) => a.to !== STAFF_ADDRESS).map((a) => a.at))} ` +
      `(set: ${RATE}; staff mail not counted)`,
  );
  if (staff) {
    const after = arrivals.filter((a) => a.to !== STAFF_ADDRESS && a.at > staff.at).length;
    console.log(
      `  staff mail (password reset) asked with ${waitingWhenAsked} subscriber mails waiting: ` +
        `arrived after ${staff.at - staffAsked} ms, ${after} subscriber mails after it`,
    );
  } else {
    console.log("  staff mail: NOT received");
  }
  console.log(`  load average: ${load()}`);
  await deps.outbox.stop();

  console.log(
    `\nPeak RSS (server and SMTP server in one process): ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
  );
  console.log(`Load average at end: ${load()}`);
} finally {
  await closeDeps(deps);
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  rmSync(dataDir, { recursive: true, force: true });
}
