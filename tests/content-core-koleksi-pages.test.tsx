// The content core's public pages: a kind with no page of its own (the fixture "koleksi") is
// listed and shown by the core's page modules, rendered on the server as React Router renders
// every public page, from its declaration alone.
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  StaticRouterProvider,
} from "react-router";
import { beforeAll, expect, it } from "vitest";
import { LangProvider } from "../app/components/lang.tsx";
import * as kindDetail from "../app/routes/public/kind-detail.tsx";
import * as kindList from "../app/routes/public/kind-list.tsx";
import { loader as sitemapLoader } from "../app/routes/seo/sitemap.ts";
import { siteContext } from "../common/site-context.ts";
import { registerKind } from "../server/content/core/kind-list.ts";
import { createSiteData } from "../server/pages/site-data.ts";
import { koleksiKind } from "./fixtures/koleksi/koleksi.kind.ts";
import { up as migrateKoleksi } from "./fixtures/koleksi/koleksi.migration.ts";
import { describeEachDialect, type TestContext } from "./support/test-app.ts";

registerKind(koleksiKind);

// The public layout gives pages their language (app/routes/public/layout.tsx); here, the route.
const inEnglish = () => (
  <LangProvider lang="en">
    <kindList.default />
  </LangProvider>
);
const refused = () => null;
const routes = [
  { path: "/koleksi", loader: kindList.loader, Component: kindList.default },
  { path: "/koleksi/:slug", loader: kindDetail.loader, Component: kindDetail.default },
  { path: "/en/koleksi", loader: kindList.loader, Component: inEnglish },
].map((route) => ({ ...route, ErrorBoundary: refused }));

/** The page at `path` as the server renders it: its status, its HTML, where it redirects. */
async function renderPage(ctx: TestContext, path: string) {
  const handler = createStaticHandler(routes);
  const context = new RouterContextProvider();
  context.set(siteContext, createSiteData(ctx.deps, { origin: "http://keraton.test" }));
  const result = await handler.query(new Request(`http://keraton.test${path}`), {
    requestContext: context,
  });
  if (result instanceof Response) {
    return { status: result.status, location: result.headers.get("location"), html: "" };
  }
  const router = createStaticRouter(handler.dataRoutes, result);
  const html = renderToString(<StaticRouterProvider router={router} context={result} />);
  return { status: result.statusCode, location: null, html };
}

async function addKoleksi(ctx: TestContext, token: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const res = await ctx.call("POST", "/api/koleksi", { token, form });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { id: number; slug: string } }).data;
}

describeEachDialect("a kind declared once gets public pages: koleksi (test fixture)", (use) => {
  beforeAll(async () => {
    await migrateKoleksi(use().deps.db);
  });

  it("lists published items with links to their pages, and shows one item's words", async () => {
    const ctx = use();
    const { token } = await ctx.signIn("editor");
    await addKoleksi(ctx, token, {
      judul: "Gamelan Sekaten",
      deskripsi: "<p>Gamelan pusaka yang ditabuh saat Maulid.</p>",
      judul_en: "The Sekaten Gamelan",
    });
    await addKoleksi(ctx, token, { judul: "Benda Rahasia", status: "draf" });

    const list = await renderPage(ctx, "/koleksi");
    expect(list.status).toBe(200);
    expect(list.html).toContain("Koleksi Museum");
    expect(list.html).toContain('href="/koleksi/gamelan-sekaten"');
    expect(list.html).not.toContain("Benda Rahasia");

    const english = await renderPage(ctx, "/en/koleksi");
    expect(english.html).toContain("Museum Collection");
    expect(english.html).toContain("The Sekaten Gamelan");
    expect(english.html).toContain('href="/en/koleksi/gamelan-sekaten"');

    const detail = await renderPage(ctx, "/koleksi/gamelan-sekaten");
    expect(detail.status).toBe(200);
    expect(detail.html).toContain("<h1");
    expect(detail.html).toContain("Gamelan pusaka yang ditabuh saat Maulid.");

    // The sitemap lists the kind's page and its item, not the draft; without an English text the
    // item has no English page to list (decision 042).
    const context = new RouterContextProvider();
    context.set(siteContext, createSiteData(ctx.deps, { origin: "http://keraton.test" }));
    const sitemap = await (
      await sitemapLoader({ context } as unknown as Parameters<typeof sitemapLoader>[0])
    ).text();
    expect(sitemap).toContain("<loc>http://keraton.test/koleksi</loc>");
    expect(sitemap).toContain("<loc>http://keraton.test/koleksi/gamelan-sekaten</loc>");
    expect(sitemap).toContain("<loc>http://keraton.test/en/koleksi</loc>");
    expect(sitemap).not.toContain("<loc>http://keraton.test/en/koleksi/gamelan-sekaten</loc>");
    expect(sitemap).not.toContain("benda-rahasia");
  });

  it("answers 404 for a draft or an unknown item, and 301 from an earlier slug", async () => {
    const ctx = use();
    const { token } = await ctx.signIn("editor");
    const item = await addKoleksi(ctx, token, { judul: "Kereta Kencana Lama" });
    const form = new FormData();
    form.append("judul", "Kereta Kencana Singa Barong");
    const renamed = await ctx.call("PUT", `/api/koleksi/${item.id}`, { token, form });
    expect(renamed.status).toBe(200);

    const moved = await renderPage(ctx, "/koleksi/kereta-kencana-lama");
    expect(moved.status).toBe(301);
    expect(moved.location).toBe("/koleksi/kereta-kencana-singa-barong");

    expect((await renderPage(ctx, "/koleksi/tidak-ada")).status).toBe(404);
    const draft = await addKoleksi(ctx, token, { judul: "Keris Draf", status: "draf" });
    expect((await renderPage(ctx, `/koleksi/${draft.slug}`)).status).toBe(404);
  });
});
