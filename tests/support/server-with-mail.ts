import { type RunningServer, startServer } from "./server-process.ts";
import { startSmtpServer, type TestSmtpServer } from "./smtp-test-server.ts";

/** The production server with mail set up against a real local SMTP server, and both to stop. */
export async function startServerWithMail(): Promise<{
  server: RunningServer;
  smtp: TestSmtpServer;
  stop: () => Promise<void>;
}> {
  const smtp = await startSmtpServer();
  const server = await startServer({
    seed: "none",
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: "Keraton Kasepuhan <noreply@keraton.example>",
      PUBLIC_URL: "https://keraton.example",
    },
  });
  return {
    server,
    smtp,
    stop: async () => {
      await server.stop();
      await smtp.stop();
    },
  };
}
