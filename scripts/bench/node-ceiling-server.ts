// The "Node ceiling" row's server: Node's own `http` answering every request with the same
// ready gzip bytes from memory. No framework, no routing: what Node itself can do on one core.
//   node scripts/bench/node-ceiling-server.ts <file.gz> <content-type>   prints "port <n>"
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [file, contentType] = process.argv.slice(2) as [string, string];
const body = readFileSync(file);
const headers = {
  "content-type": contentType,
  "content-encoding": "gzip",
  "content-length": String(body.length),
  vary: "Accept-Encoding",
};

const server = createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.keepAliveTimeout = 65_000; // as nginx's keepalive_timeout: no row pays for reconnects
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  if (address && typeof address === "object") console.log(`port ${address.port}`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
