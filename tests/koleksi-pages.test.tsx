// The museum collection's public pages, rendered on the server as React Router renders them: the
// filtered grid (a plain GET form), one object's views, data table, rights and IIIF links, its
// JSON-LD with the palace museum as a Museum, both languages; drafts stay unseen.
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  StaticRouterProvider,
} from "react-router";
import { beforeAll, expect, it } from "vitest";
import { LangProvider } from "../app/components/lang.tsx";
import { siteContext } from "../common/site-context.ts";
import { createSiteData } from "../server/pages/site-data.ts";
import { body, form } from "./support/forms.ts";
import { imageFile, makeImage } from "./support/images.ts";
import { sitePages } from "./support/route-table.ts";
import { describeEachDialect, type TestContext } from "./support/test-app.ts";

const PATHS = ["/koleksi", "/koleksi/:slug", "/en/koleksi", "/en/koleksi/:slug"];

async function pageRoutes() {
  const pages = await sitePages();
  return Promise.all(
    PATHS.map(async (path) => {
      const page = pages.find((p) => p.path === path);
      if (!page) throw new Error(`app/routes.ts has no page at ${path}`);
      const module = await import(
        /* @vite-ignore */ new URL(`../app/${page.file}`, import.meta.url).href
      );
      const lang = path.startsWith("/en/") ? "en" : "id";
      const Component = () => (
        <LangProvider lang={lang}>
          <module.default />
        </LangProvider>
      );
      return { path, loader: module.loader, Component, ErrorBoundary: () => null };
    }),
  );
}

let routes: Awaited<ReturnType<typeof pageRoutes>>;

async function renderPage(ctx: TestContext, path: string) {
  const handler = createStaticHandler(routes);
  const context = new RouterContextProvider();
  context.set(siteContext, createSiteData(ctx.deps, { origin: "http://keraton.test" }));
  const result = await handler.query(new Request(`http://keraton.test${path}`), {
    requestContext: context,
  });
  if (result instanceof Response) return { status: result.status, html: "" };
  const router = createStaticRouter(handler.dataRoutes, result);
  const html = renderToString(<StaticRouterProvider router={router} context={result} />);
  return { status: result.statusCode, html };
}

describeEachDialect("the collection's public pages", (use) => {
  beforeAll(async () => {
    routes = await pageRoutes();
  });
  const add = async (token: string, fields: Record<string, string>, picture = false) => {
    const files: Record<string, File> = picture
      ? { gambar: imageFile(await makeImage("jpeg", 1600, 1200)) }
      : {};
    const res = await use().call("POST", "/api/koleksi", { token, form: form(fields, files) });
    expect(res.status).toBe(201);
    return (await body(res)).data;
  };

  it("lists published objects, filtered by category and words without JavaScript", async () => {
    const ctx = use();
    const { token } = await ctx.signIn("editor");
    const tag = Date.now().toString(36);
    await add(token, {
      judul: `Piring Biru ${tag}`,
      nomor_inventaris: `K-${tag}-1`,
      kategori: "keramik",
    });
    await add(token, {
      judul: `Gong Sekati ${tag}`,
      nomor_inventaris: `K-${tag}-2`,
      kategori: "gamelan",
    });
    await add(token, {
      judul: `Guci Rahasia ${tag}`,
      nomor_inventaris: `K-${tag}-3`,
      kategori: "keramik",
      status: "draf",
    });
    const all = await renderPage(ctx, "/koleksi");
    expect(all.status).toBe(200);
    expect(all.html.match(/<form[^>]*>/)?.[0]).toContain(`action="/koleksi"`);
    expect(all.html).toContain(`Piring Biru ${tag}`);
    expect(all.html).toContain(`Gong Sekati ${tag}`);
    expect(all.html).not.toContain("Guci Rahasia");
    const keramik = await renderPage(ctx, `/koleksi?kategori=keramik&q=${tag}`);
    expect(keramik.html).toContain(`Piring Biru ${tag}`);
    expect(keramik.html).not.toContain(`Gong Sekati ${tag}`);
    expect(keramik.html).toContain("1 benda");
    const english = await renderPage(ctx, `/en/koleksi?kategori=gamelan&q=${tag}`);
    expect(english.html).toContain("Museum Collection");
    expect(english.html).toContain(`href="/en/koleksi/gong-sekati-${tag}"`);
    expect((await renderPage(ctx, "/koleksi?kategori=mobil")).status).toBe(404);
  });

  it("shows an object's views, data, rights and IIIF links, with its JSON-LD; a draft is 404", async () => {
    const ctx = use();
    const { token } = await ctx.signIn("editor");
    const tag = Date.now().toString(36);
    const item = await add(
      token,
      {
        judul: `Kereta Singa Barong ${tag}`,
        judul_en: `The Singa Barong Carriage ${tag}`,
        nomor_inventaris: `KSB-${tag}`,
        kategori: "kereta",
        bahan: "Kayu",
        bahan_en: "Wood",
        periode: "Abad ke-16",
        lisensi: "cc-by",
        deskripsi: "<p>Kereta kebesaran.</p>",
      },
      true,
    );
    const page = await renderPage(ctx, `/koleksi/${item.slug}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`KSB-${tag}`);
    expect(page.html).toContain("Kereta</td>");
    expect(page.html).toContain('href="http://creativecommons.org/licenses/by/4.0/"');
    expect(page.html).toContain("CC BY 4.0");
    expect(page.html).toContain("Buka di penampil IIIF");
    expect(page.html).toContain(
      encodeURIComponent(`http://keraton.test/iiif/3/koleksi/${item.slug}/manifest.json`),
    );
    expect(page.html).toContain("sedang diproses");
    const english = await renderPage(ctx, `/en/koleksi/${item.slug}`);
    expect(english.html).toContain(`The Singa Barong Carriage ${tag}`);
    expect(english.html).toContain("Wood");
    expect(english.html).toContain("Open in a IIIF viewer");

    const draft = await add(token, {
      judul: `Keris Tersimpan ${tag}`,
      nomor_inventaris: `KT-${tag}`,
      status: "draf",
    });
    expect((await renderPage(ctx, `/koleksi/${draft.slug}`)).status).toBe(404);
  });
});
