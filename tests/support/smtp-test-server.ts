import type { Socket } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** How the server treats the next messages. */
export type SmtpBehaviour = "accept" | "refuse" | "drop";

export type TestSmtpServer = {
  /** `smtp://127.0.0.1:PORT` */
  url: string;
  port: number;
  received: ParsedMail[];
  behave: (behaviour: SmtpBehaviour) => void;
  /** Resolves once `count` messages have been received in all. */
  waitFor: (count: number, timeoutMs?: number) => Promise<ParsedMail[]>;
  stop: () => Promise<void>;
};

/**
 * A real SMTP server on loopback (the npm `smtp-server`, by nodemailer's authors) that keeps what
 * it receives, parsed. It can refuse (550) or drop the connection mid-message, for the retries.
 */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  const sockets = new Set<Socket>();
  let behaviour: SmtpBehaviour = "accept";
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (behaviour !== "refuse") return callback();
      const refusal = Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 });
      callback(refusal);
    },
    onData(stream, _session, callback) {
      if (behaviour === "drop") {
        // The server goes away while the message is on its way.
        stream.once("data", () => {
          for (const socket of sockets) socket.destroy();
        });
        stream.resume();
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          for (const w of waiters.filter((w) => received.length >= w.count)) w.resolve();
          callback();
        })
        .catch(callback);
    },
  });
  server.server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    received,
    behave: (next) => {
      behaviour = next;
    },
    waitFor: (count, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        if (received.length >= count) return resolve(received);
        const timer = setTimeout(
          () => reject(new Error(`${received.length} of ${count} mails arrived`)),
          timeoutMs,
        );
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve(received);
          },
        });
      }),
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
