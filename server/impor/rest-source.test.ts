import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DomainError } from "../domain-error.ts";
import { REST_MESSAGES, readRestSource } from "./rest-source.ts";
import { FETCH_MESSAGES } from "./source-fetch.ts";

let server: Server;
let url: string;
beforeAll(async () => {
  // A site that is not WordPress: every address answers an HTML page.
  server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html" }).end("<html><body>Toko kue</body></html>");
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => "",
    (err) => (err instanceof DomainError ? err.message : `unexpected: ${err}`),
  );

it("a site that is not WordPress is named plainly", async () => {
  expect(await refusal(readRestSource(url, { fetch }))).toBe(REST_MESSAGES.notWordPress(url));
});

it("an address that is not one is refused before anything is fetched", async () => {
  expect(await refusal(readRestSource("situs-lama", { fetch }))).toBe(REST_MESSAGES.badAddress);
  expect(await refusal(readRestSource("ftp://situs-lama.example", { fetch }))).toBe(
    REST_MESSAGES.badAddress,
  );
});

it("a site that cannot be reached is said so, without a stack trace", async () => {
  const closed = "http://127.0.0.1:9";
  expect(await refusal(readRestSource(closed, { fetch }))).toBe(
    `Sumber tidak dapat dihubungi: ${closed}/wp-json/`,
  );
});

it("a site that never answers is given up on after the time limit, said plainly", async () => {
  // Accepts the connection and says nothing.
  const silent = createServer(() => {});
  await new Promise<void>((ok) => silent.listen(0, "127.0.0.1", ok));
  const address = silent.address();
  const slow = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  try {
    expect(await refusal(readRestSource(slow, { fetch }))).toBe(
      FETCH_MESSAGES.slow(`${slow}/wp-json/`),
    );
  } finally {
    silent.closeAllConnections();
    await new Promise<void>((ok) => silent.close(() => ok()));
  }
}, 60_000);
