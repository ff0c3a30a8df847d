// The content core's public pages: a kind with no page of its own (the fixture "contoh", added to
// the site's list of kinds as docs/adding-a-kind.md says) is listed and shown by the pages the
// site's route table (app/routes.ts) gives it, rendered on the server as React Router renders every
// public page.
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  StaticRouterProvider,
  useLoaderData,
} from "react-router";
import { beforeAll, expect, it, vi } from "vitest";
import { LangProvider } from "../app/components/lang.tsx";
import { navLinks } from "../app/components/navbar.tsx";
import { loader as sitemapLoader } from "../app/routes/seo/sitemap.ts";
import { siteContext } from "../common/site-context.ts";
import { createSiteData } from "../server/pages/site-data.ts";
import { addContoh } from "./fixtures/contoh/add-contoh.ts";
import { up as migrateContoh } from "./fixtures/contoh/contoh.migration.ts";
import { sitePages } from "./support/route-table.ts";
import { describeEachDialect, type TestContext } from "./support/test-app.ts";

vi.mock(import("../common/content/kinds.ts"), async (shipped) =>
  (await import("./fixtures/contoh/with-contoh.ts")).withContoh(await shipped()),
);

/** The site's pages at these paths, as their modules make them; /en pages in English. */
async function routesAt(paths: string[]) {
  const pages = await sitePages();
  return Promise.all(
    paths.map(async (path) => {
      const page = pages.find((p) => p.path === path);
      if (!page) throw new Error(`app/routes.ts has no page at ${path}`);
      const module = await import(
        /* @vite-ignore */ new URL(`../app/${page.file}`, import.meta.url).href
      );
      // The public layout gives pages their language (app/routes/public/layout.tsx); here, the path.
      const lang = path.startsWith("/en/") ? "en" : "id";
      const Component = () => (
        <LangProvider lang={lang}>
          <Page module={module} />
        </LangProvider>
      );
      return { path, loader: module.loader, Component, ErrorBoundary: () => null };
    }),
  );
}

/** A route module's component with its loader's data, as React Router's framework mode gives it. */
function Page({ module }: { module: { default: (props: { loaderData: unknown }) => ReactNode } }) {
  return <module.default loaderData={useLoaderData()} />;
}

/** The rows of the page's data table: each row's header and value. */
function rowsOf(html: string): string[][] {
  return [...html.matchAll(/<tr[^>]*><th[^>]*>(.*?)<\/th><td[^>]*>(.*?)<\/td><\/tr>/g)].map((m) => [
    m[1] ?? "",
    m[2] ?? "",
  ]);
}

let routes: Awaited<ReturnType<typeof routesAt>>;

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

describeEachDialect("a kind declared once gets public pages: contoh (test fixture)", (use) => {
  beforeAll(async () => {
    routes = await routesAt([
      "/",
      "/contoh",
      "/contoh/:slug",
      "/en/contoh",
      "/en/contoh/:slug",
      "/cari",
      "/en/cari",
    ]);
    await migrateContoh(use().deps.db);
  });

  it("lists published items with links to their pages, and shows one item's words", async () => {
    const ctx = use();
    const { token } = await ctx.signIn("editor");
    await addContoh(ctx, token, {
      judul: "Gamelan Sekaten",
      deskripsi: "<p>Gamelan pusaka yang ditabuh saat Maulid.</p>",
      judul_en: "The Sekaten Gamelan",
      asal: "Keraton Kasepuhan",
      asal_en: "The Kasepuhan Palace",
      nomor: "KK-017",
    });
    await addContoh(ctx, token, { judul: "Benda Rahasia", status: "draf" });

    const list = await renderPage(ctx, "/contoh");
    expect(list.status).toBe(200);
    expect(list.html).toContain("Contoh Uji");
    expect(list.html).toContain('href="/contoh/gamelan-sekaten"');
    expect(list.html).not.toContain("Benda Rahasia");

    const english = await renderPage(ctx, "/en/contoh");
    expect(english.html).toContain("Test Examples");
    expect(english.html).toContain("The Sekaten Gamelan");
    expect(english.html).toContain('href="/en/contoh/gamelan-sekaten"');

    const detail = await renderPage(ctx, "/contoh/gamelan-sekaten");
    expect(detail.status).toBe(200);
    expect(detail.html).toContain("<h1");
    expect(detail.html).toContain("Gamelan pusaka yang ditabuh saat Maulid.");
    // Its declared data, as a table, in the page's language where written.
    expect(rowsOf(detail.html)).toEqual([
      ["Asal", "Keraton Kasepuhan"],
      ["Nomor inventaris", "KK-017"],
    ]);
    const detailInEnglish = await renderPage(ctx, "/en/contoh/gamelan-sekaten");
    expect(rowsOf(detailInEnglish.html)).toEqual([
      ["Origin", "The Kasepuhan Palace"],
      ["Inventory number", "KK-017"],
    ]);

    // The sitemap lists the kind's page and its item, not the draft; without an English text the
    // item has no English page to list (decision 042).
    const context = new RouterContextProvider();
    context.set(siteContext, createSiteData(ctx.deps, { origin: "http://keraton.test" }));
    const sitemap = await (
      await sitemapLoader({ context } as unknown as Parameters<typeof sitemapLoader>[0])
    ).text();
    expect(sitemap).toContain("<loc>http://keraton.test/contoh</loc>");
    expect(sitemap).toContain("<loc>http://keraton.test/contoh/gamelan-sekaten</loc>");
    expect(sitemap).toContain("<loc>http://keraton.test/en/contoh</loc>");
    expect(sitemap).not.toContain("<loc>http://keraton.test/en/contoh/gamelan-sekaten</loc>");
    expect(sitemap).not.toContain("benda-rahasia");
  });

  it("is in the navigation and the footer, on the home page and over its search hits, by its declared names", async () => {
    const ctx = use();
    const { token } = await ctx.signIn("editor");
    await addContoh(ctx, token, {
      judul: "Keris Ki Ageng",
      deskripsi: "<p>Keris pusaka berluk tiga belas.</p>",
      judul_en: "The Ki Ageng Kris",
      deskripsi_en: "<p>An heirloom kris with thirteen waves.</p>",
    });
    expect(navLinks("id")).toContainEqual({ href: "/contoh", label: "Contoh" });
    expect(navLinks("en")).toContainEqual({ href: "/en/contoh", label: "Examples" });

    const home = await renderPage(ctx, "/");
    expect(home.html).toContain("Contoh Uji");
    expect(home.html).toContain('href="/contoh/keris-ki-ageng"');
    expect(home.html).toContain("Lihat semua: Contoh Uji");

    const found = await renderPage(ctx, "/cari?q=keris");
    expect(found.html).toContain("Contoh Uji");
    expect(found.html).toContain('href="/contoh/keris-ki-ageng"');
    const foundInEnglish = await renderPage(ctx, "/en/cari?q=kris");
    expect(foundInEnglish.html).toContain("Test Examples");
  });

  it("answers 404 for a draft or an unknown item, and 301 from an earlier slug", async () => {
    const ctx = use();
    const { token } = await ctx.signIn("editor");
    const item = await addContoh(ctx, token, { judul: "Kereta Kencana Lama" });
    const form = new FormData();
    form.append("judul", "Kereta Kencana Singa Barong");
    const renamed = await ctx.call("PUT", `/api/contoh/${item.id}`, { token, form });
    expect(renamed.status).toBe(200);

    const moved = await renderPage(ctx, "/contoh/kereta-kencana-lama");
    expect(moved.status).toBe(301);
    expect(moved.location).toBe("/contoh/kereta-kencana-singa-barong");

    expect((await renderPage(ctx, "/contoh/tidak-ada")).status).toBe(404);
    const draft = await addContoh(ctx, token, { judul: "Keris Draf", status: "draf" });
    expect((await renderPage(ctx, `/contoh/${draft.slug}`)).status).toBe(404);
  });
});
