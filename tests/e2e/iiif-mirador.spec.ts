// A scholar on another site opens the palace's IIIF Collection and one object's manifest in
// Mirador, the IIIF community's viewer. Mirador is served from a second local server (another
// origin), so the palace's answers must allow other sites to read them (CORS).

import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const MIRADOR = resolve("node_modules/mirador/dist/mirador.min.js");

let elsewhere: Server;
let elsewhereUrl: string;

test.beforeAll(async () => {
  const script = await readFile(MIRADOR);
  // The page reads what to open from its address: ?open=<url>.
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mirador</title>
<style>html,body,#viewer{margin:0;height:100%}</style></head><body><div id="viewer"></div>
<script src="/mirador.min.js"></script><script>
const open = new URL(location.href).searchParams.get("open");
Mirador.viewer({ id: "viewer", windows: [{ manifestId: open }],
  window: { sideBarOpen: true, defaultSideBarPanel: "info" } });
</script></body></html>`;
  elsewhere = createServer((req, res) => {
    if (req.url === "/mirador.min.js") {
      res.writeHead(200, { "content-type": "text/javascript" }).end(script);
    } else res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page);
  });
  await new Promise<void>((ok) => elsewhere.listen(0, "127.0.0.1", ok));
  elsewhereUrl = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/`;
});
test.afterAll(() => new Promise<void>((ok) => elsewhere.close(() => ok())));

// Mirador is a 2 MB script to parse and draws tiles from a 6000×4000 master: on a busy 2-core
// machine the story takes several times its usual 7–13 s.
test.describe.configure({ timeout: 180_000 });

/** The palace's address as another site reaches it: "localhost", while Mirador is on 127.0.0.1. */
const palace = (serverUrl: string, path: string) =>
  `${serverUrl.replace("127.0.0.1", "localhost")}${path}`;

async function openInMirador(page: Page, iiif: string) {
  await page.goto(`${elsewhereUrl}?open=${encodeURIComponent(iiif)}`);
}

test("the palace's collection opens in Mirador from another site and leads to an object", async ({
  page,
  server,
}) => {
  await openInMirador(page, palace(server.url, "/iiif/3/koleksi.json"));
  await expect(
    page.getByText("Museum Collection of Keraton Kasepuhan Cirebon").first(),
  ).toBeVisible();
  // Mirador opens its collection dialog by itself once the collection has loaded; until then
  // (or if it has not) the window's "Show collection" button opens it.
  const dialog = page.getByRole("dialog");
  const showCollection = page.getByRole("button", { name: /show collection/i });
  await expect(dialog.or(showCollection).first()).toBeVisible();
  if (!(await dialog.isVisible())) await showCollection.click();
  for (const label of ["The Singa Barong Carriage", "The Sekaten Gamelan", "Portuguese Armour"]) {
    await expect(dialog.getByText(label, { exact: true })).toBeVisible();
  }
  await dialog.getByText("The Singa Barong Carriage", { exact: true }).click();
  await expect(page.getByText("MPK-KRT-001")).toBeVisible();
});

test("one object's manifest in Mirador: its label, its catalogue data, every view, and deep zoom drawing tiles", async ({
  page,
  server,
}) => {
  const tiles: Array<{ status: number; cors: string | null }> = [];
  page.on("response", (r) => {
    if (/\/iiif\/3\/[a-f0-9]{32}\/[^/]+\/[^/]+\/0\/default\.jpg$/.test(r.url())) {
      tiles.push({ status: r.status(), cors: r.headers()["access-control-allow-origin"] ?? null });
    }
  });
  const failed: string[] = [];
  page.on("requestfailed", (r) => r.url().includes("/iiif/") && failed.push(r.url()));
  await openInMirador(
    page,
    palace(server.url, "/iiif/3/koleksi/kereta-singa-barong/manifest.json"),
  );

  await expect(
    page.getByRole("heading", { name: "The Singa Barong Carriage" }).first(),
  ).toBeVisible();
  // "About this item": the object's metadata, as the palace catalogues it.
  for (const [label, value] of [
    ["Inventory number", "MPK-KRT-001"],
    ["Material", "Painted wood"],
    ["Period", "1549 (according to the palace; another account gives 1649)"],
  ]) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByText(value, { exact: true })).toBeVisible();
  }
  await expect(page.getByText("1 of 3 • Illustration")).toBeVisible();

  // The index lists every view (Mirador picks one of the label's languages).
  await page.getByRole("tab", { name: /index/i }).click();
  const views = page.getByRole("complementary", { name: "Index" }).getByRole("menuitem");
  await expect(views).toHaveText([
    /Gambar ilustrasi|Illustration/,
    /Tampak samping|Side view/,
    /Ragam hias|Ornament/,
  ]);

  // Deep zoom: the viewer draws the picture from its tiles, and zooming in asks for finer ones.
  await expect.poll(() => tiles.filter((t) => t.status === 200).length).toBeGreaterThan(0);
  const before = tiles.length;
  await page.getByRole("button", { name: /zoom in/i }).click();
  await page.getByRole("button", { name: /zoom in/i }).click();
  await expect.poll(() => tiles.length).toBeGreaterThan(before);
  expect(tiles.every((t) => t.status === 200 && t.cors === "*")).toBe(true);
  expect(failed).toEqual([]);
});
