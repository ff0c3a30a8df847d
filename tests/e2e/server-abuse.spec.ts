import { expect, test } from "@playwright/test";
import { startServer } from "../support/server-process.ts";

test("an operator who opens the server to every interface without PUBLIC_URL is warned, naming it", async () => {
  const server = await startServer({ seed: "none", env: { HOST: "0.0.0.0", PUBLIC_URL: "" } });
  try {
    expect(server.output()).toMatch(/Peringatan: PUBLIC_URL belum diatur/);
    const res = await fetch(`${server.url}/${"/".repeat(5_000)}`);
    expect(res.status).toBe(414);
  } finally {
    await server.stop();
  }
});

test("an operator who keeps the server on this machine sees no such warning", async () => {
  const server = await startServer({ seed: "none" });
  try {
    expect(server.output()).not.toMatch(/PUBLIC_URL/);
  } finally {
    await server.stop();
  }
});
