import { createHash } from "node:crypto";
import escapeHtml from "escape-html";
import sanitizeHtml from "sanitize-html";
import { dokumentasiKind } from "../../common/content/dokumentasi.kind.ts";
import { informasiKind } from "../../common/content/informasi.kind.ts";
import type { ContentKind } from "../../common/content/kind.ts";
import { kindInputSchema } from "../../common/content/kind-input.ts";
import type { TextType } from "../../common/schemas/texts.schema.ts";
import { slugify } from "../../common/slugify.ts";
import { type ContentDeps, writeContentTogether } from "../content/content-write.ts";
import { contentByJenis } from "../content/registry.ts";
import { STAFF } from "../content/visibility.ts";
import type { Db } from "../db/create-database.ts";
import { DomainError } from "../domain-error.ts";
import { deleteGaleri, insertGaleri, listGaleri } from "../galeri/galeri.repository.ts";
import { GALERI_MAX } from "../galeri/galeri.service.ts";
import { removeUnusedImages } from "../media/unused-images.ts";
import type { Actor } from "../riwayat/riwayat.service.ts";
import { saveText } from "../texts/texts.service.ts";
import { findImported, saveImported, savePictureHome } from "./impor.repository.ts";
import { countRedirects, saveRedirect } from "./pengalihan.repository.ts";
import { PictureHome } from "./pictures.ts";
import type { SourceFetch } from "./source-fetch.ts";
import { convertWordPressText, fullSize } from "./wordpress-content.ts";
import type { WordPressSource, WpItem, WpPicture } from "./wordpress-source.ts";

export type ImportOptions = {
  /** Posts in any of these categories (slug or name, any case) become dokumentasi. */
  dokumentasiCategories: string[];
  dryRun: boolean;
  fetch: SourceFetch;
  actor: Actor;
  onProgress?: (done: number, total: number) => void;
};

export type Skipped = { sumber: string; alasan: string };

export type ImportReport = {
  dibuat: number;
  diperbarui: number;
  /** Imported before and unchanged at the source since. */
  tidak_berubah: number;
  dilewati: Skipped[];
  /** Old addresses answered with 301 after this run (for a dry run: that it would answer). */
  pengalihan: number;
};

/** Our texts a source page can become, by the page's slug or title. */
const TEXT_PAGES: Record<string, TextType> = {
  sejarah: "sejarah",
  history: "sejarah",
  "sejarah-keraton": "sejarah",
  silsilah: "silsilah",
  visi: "visi",
  misi: "misi",
};
/** Where each text is read on this site. */
const TEXT_ADDRESS: Record<TextType, string> = {
  sejarah: "/#judul-sejarah",
  silsilah: "/#judul-sejarah",
  visi: "/#judul-visi-misi",
  misi: "/#judul-visi-misi",
};
const CONTACT_PAGES = new Set(["kontak", "contact", "hubungi-kami", "kontak-kami"]);

export const IMPORT_ACTOR: Actor = { username: "impor-wordpress", name: "Impor WordPress" };

type Plan =
  | { to: "kind"; kind: ContentKind }
  | { to: "teks"; type: TextType }
  | { to: "skip"; alasan: string; redirect?: string };

/** The site as the import sees it: its origin and the folder it lives in (`/blog`, or none). */
type Site = { origin: string; path: string; key: string };

/**
 * Imports a WordPress site's posts and pages: each item in a transaction of its own (imported
 * whole or not at all), keyed by the source's id so a second run updates what changed and creates
 * nothing twice, and an interrupted run goes on where it stopped. Every write goes through the
 * content core, so items land in the change record, search, sitemap and feeds and every copy hears
 * of them. A dry run reads and checks everything and writes nothing.
 */
export async function importWordPress(
  deps: ContentDeps,
  source: WordPressSource,
  options: ImportOptions,
): Promise<ImportReport> {
  const report: ImportReport = {
    dibuat: 0,
    diperbarui: 0,
    tidak_berubah: 0,
    dilewati: [],
    pengalihan: 0,
  };
  const run: Run = {
    deps,
    source,
    options,
    report,
    site: siteOf(source.site),
    pictures: new PictureHome(deps, options.fetch, options.dryRun),
    redirects: new Set(),
  };
  const documentation = new Set(options.dokumentasiCategories.map(fold));
  const usedCategories = new Map<string, ContentKind>();
  let done = 0;
  options.onProgress?.(0, source.items.length);
  for (const item of source.items) {
    const plan = planFor(item, documentation);
    const name = `${item.type === "page" ? "Halaman" : "Tulisan"} ${item.id} “${item.title}”`;
    try {
      if (plan.to === "skip") {
        report.dilewati.push({ sumber: name, alasan: plan.alasan });
        if (plan.redirect) await redirect(run, oldAddresses(item, run.site), plan.redirect);
      } else {
        const outcome = await importItem(run, item, plan, name);
        if (outcome !== "gagal") report[outcome]++;
        if (outcome !== "gagal" && plan.to === "kind" && item.status === "publish") {
          for (const c of item.categories) usedCategories.set(c.slug, plan.kind);
        }
      }
    } catch (err) {
      report.dilewati.push({ sumber: name, alasan: reasonOf(err) });
    }
    options.onProgress?.(++done, source.items.length);
  }
  for (const category of source.categories) {
    const kind = usedCategories.get(category.slug);
    if (!kind) continue;
    const link = new URL(category.link, run.site.origin);
    const froms = [link.pathname + link.search];
    if (category.id) froms.push(`${run.site.path}/?cat=${category.id}`);
    await redirect(run, froms, kind.publicPath);
  }
  report.pengalihan = options.dryRun ? run.redirects.size : await countRedirects(deps.db);
  return report;
}

type Run = {
  deps: ContentDeps;
  source: WordPressSource;
  options: ImportOptions;
  report: ImportReport;
  site: Site;
  pictures: PictureHome;
  /** Old addresses answered after this run. */
  redirects: Set<string>;
};

type Outcome = "dibuat" | "diperbarui" | "tidak_berubah" | "gagal";

async function redirect(run: Run, froms: string[], to: string, db: Db = run.deps.db) {
  for (const from of froms) {
    run.redirects.add(from);
    if (!run.options.dryRun) await saveRedirect(db, from, to);
  }
}

async function importItem(
  run: Run,
  item: WpItem,
  plan: Extract<Plan, { to: "kind" | "teks" }>,
  name: string,
): Promise<Outcome> {
  const { deps, source, options, report, pictures } = run;
  const key = `${run.site.key}#${item.id}`;
  const jenis = plan.to === "kind" ? plan.kind.jenis : "teks";
  const sidik = fingerprint(item, jenis, source.pictures);
  const before = await findImported(deps.db, key);
  if (before && before.sidik === sidik) {
    countUnchanged(run, item);
    return "tidak_berubah";
  }
  if (before && before.jenis !== jenis) {
    report.dilewati.push({
      sumber: name,
      alasan: `sudah diimpor sebagai ${before.jenis}; hapus dulu di situs ini bila harus menjadi ${jenis}`,
    });
    return "gagal";
  }
  const withGallery = plan.to === "kind" && plan.kind.jenis === dokumentasiKind.jenis;
  const converted = convertWordPressText(item.content, source.pictures, {
    galleryInText: !withGallery,
  });
  for (const note of converted.notes) report.dilewati.push({ sumber: name, alasan: note });
  const paths = new Map<string, string>();
  const bring = async (url: string) => {
    if (paths.has(url)) return paths.get(url);
    try {
      const path = await pictures.bring(url);
      paths.set(url, path);
      return path;
    } catch (err) {
      report.dilewati.push({ sumber: url, alasan: `gambar tidak diimpor: ${reasonOf(err)}` });
      return undefined;
    }
  };
  const featured = item.featured ? source.pictures.get(item.featured) : undefined;
  const picture = featured?.url ? await bring(featured.url) : undefined;
  for (const url of converted.images) await bring(url);
  const gallery: Array<{ picture: WpPicture; path: string }> = [];
  if (withGallery) {
    for (const p of converted.gallery.slice(0, GALERI_MAX)) {
      const path = await bring(p.url);
      if (path) gallery.push({ picture: p, path });
    }
    for (const p of converted.gallery.slice(GALERI_MAX)) {
      report.dilewati.push({ sumber: p.url, alasan: `galeri hanya memuat ${GALERI_MAX} gambar` });
    }
  }
  const html = withPicturesHome(converted.html, paths, run.site, item.excerpt);
  const pictureRedirects = [...paths].filter(([url]) => sameSite(url, run.site));
  const attachmentPages = [...paths].flatMap(([url, path]) => {
    const source = pictureAt(url, run.source.pictures);
    return source ? [{ froms: attachmentAddresses(source, run.site), path }] : [];
  });
  if (options.dryRun) {
    for (const [url] of pictureRedirects) run.redirects.add(new URL(url).pathname);
    for (const { froms } of attachmentPages) for (const a of froms) run.redirects.add(a);
    if (item.status === "publish")
      for (const a of oldAddresses(item, run.site)) run.redirects.add(a);
    return before ? "diperbarui" : "dibuat";
  }

  const replacedGallery: string[] = [];
  try {
    await writeContentTogether(deps, async (tx) => {
      let to: string;
      let target: string;
      if (plan.to === "teks") {
        await saveText(tx, plan.type, html, options.actor);
        to = TEXT_ADDRESS[plan.type];
        target = plan.type;
      } else {
        const service = contentByJenis(plan.kind.jenis);
        if (!service) throw new Error(`no content service for ${plan.kind.jenis}`);
        const input = inputFor(plan.kind, item, html, featured);
        const existing =
          before && (await service.getById(tx.db, Number(before.target), STAFF))
            ? Number(before.target)
            : undefined;
        const write = { input, actor: options.actor, slug: item.slug, picture };
        const saved = existing
          ? await service.update(tx, existing, write)
          : await service.create(tx, write);
        target = String(saved.id);
        to = `${plan.kind.publicPath}/${saved.slug}`;
        if (withGallery)
          replacedGallery.push(...(await replaceGallery(tx.db, Number(saved.id), gallery)));
      }
      const now = new Date().toISOString();
      await saveImported(tx.db, { sumber: key, jenis, target, sidik, diimpor: now });
      for (const [url, path] of pictures.brought) await savePictureHome(tx.db, url, path);
      if (item.status === "publish") await redirect(run, oldAddresses(item, run.site), to, tx.db);
      for (const [url, path] of pictureRedirects) {
        await redirect(run, [new URL(url).pathname], path, tx.db);
      }
      // An attachment's page showed the picture in its post: it leads to that post (or, while the
      // post is not public, to the picture itself).
      for (const { froms, path } of attachmentPages) {
        await redirect(run, froms, item.status === "publish" ? to : path, tx.db);
      }
    });
  } catch (err) {
    await removeUnusedImages(deps, pictures.stored);
    pictures.forgetNew();
    throw err;
  }
  pictures.committed();
  await removeUnusedImages(deps, replacedGallery);
  return before ? "diperbarui" : "dibuat";
}

/** An unchanged item's old addresses still count among those answered. */
function countUnchanged(run: Run, item: WpItem): void {
  if (item.status !== "publish") return;
  for (const from of oldAddresses(item, run.site)) run.redirects.add(from);
}

function planFor(item: WpItem, documentation: ReadonlySet<string>): Plan {
  if (!["publish", "draft", "pending", "private", "future"].includes(item.status)) {
    return { to: "skip", alasan: `berstatus ${item.status || "tanpa status"} di sumber` };
  }
  if (!item.title.trim()) return { to: "skip", alasan: "tanpa judul" };
  if (item.type === "post") {
    const inDocumentation = item.categories.some(
      (c) => documentation.has(fold(c.slug)) || documentation.has(fold(c.name)),
    );
    return { to: "kind", kind: inDocumentation ? dokumentasiKind : informasiKind };
  }
  const names = [item.slug, slugify(item.title)].map(fold);
  const text = names.map((n) => TEXT_PAGES[n]).find(Boolean);
  if (text) return { to: "teks", type: text };
  if (names.some((n) => CONTACT_PAGES.has(n))) {
    return {
      to: "skip",
      alasan:
        "halaman kontak: isinya tidak diimpor (isi alamat dan telepon di Pengaturan); alamat lamanya diarahkan ke /contact",
      redirect: "/contact",
    };
  }
  return {
    to: "skip",
    alasan: "halaman tanpa padanan di situs ini (sejarah, silsilah, visi, misi, kontak)",
  };
}

function inputFor(kind: ContentKind, item: WpItem, html: string, featured?: WpPicture) {
  const tanggal = /^\d{4}-\d{2}-\d{2}/.exec(item.date)?.[0] ?? "";
  const raw: Record<string, unknown> = {
    judul: decodeEntities(item.title),
    tanggal,
    deskripsi: html,
    status: item.status === "publish" ? "terbit" : "draf",
    keterangan_gambar: featured ? plainText(featured.caption || featured.alt).slice(0, 300) : "",
  };
  if (kind.jenis === dokumentasiKind.jenis) raw.uploaded = "";
  const parsed = kindInputSchema(kind).safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new DomainError("invalid", issue?.message ?? "Isi tidak sah");
  }
  return parsed.data as Record<string, unknown>;
}

/** Each replaced picture of the gallery (removed once nothing shows it). */
async function replaceGallery(
  db: Db,
  dokumentasiId: number,
  gallery: Array<{ picture: WpPicture; path: string }>,
): Promise<string[]> {
  const old = await listGaleri(db, dokumentasiKind, dokumentasiId);
  for (const row of old) await deleteGaleri(db, dokumentasiKind, dokumentasiId, row.id);
  const now = new Date().toISOString();
  for (const { picture, path } of gallery) {
    await insertGaleri(db, dokumentasiKind, dokumentasiId, {
      gambar: path,
      keterangan: plainText(picture.caption || picture.alt).slice(0, 300),
      keterangan_en: "",
      created_at: now,
    });
  }
  return old.map((r) => r.gambar);
}

/**
 * The text with our pictures in place of the source's (a picture that could not be brought home
 * leaves the text with it), links within the old site made relative (the redirects answer them),
 * and a hand-written excerpt kept as the lead.
 */
function withPicturesHome(
  html: string,
  paths: ReadonlyMap<string, string>,
  site: Site,
  excerpt: string,
): string {
  const out = sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    // Seen after transformTags: a picture that did not come home has no address left.
    exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
    transformTags: {
      img: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, src: paths.get(attribs.src ?? "") ?? "" },
      }),
      a: (tagName, attribs) => {
        const href = attribs.href ?? "";
        const home = paths.get(fullSize(href));
        if (home) return { tagName, attribs: { ...attribs, href: home } };
        if (sameSite(href, site)) {
          const url = new URL(href);
          return { tagName, attribs: { ...attribs, href: url.pathname + url.search + url.hash } };
        }
        return { tagName, attribs };
      },
    },
  });
  const lead = plainText(excerpt);
  if (!lead || plainText(out).includes(lead)) return out;
  return `<p><em>${escapeHtml(lead)}</em></p>\n${out}`;
}

/** The item's old addresses: its permalink as the source gives it, and `?p=`/`?page_id=`. */
function oldAddresses(item: WpItem, site: Site): string[] {
  const list: string[] = [];
  if (item.link && sameSite(item.link, site)) {
    const url = new URL(item.link);
    list.push(url.pathname + url.search);
  }
  list.push(`${site.path}/?${item.type === "page" ? "page_id" : "p"}=${item.id}`);
  return list;
}

/** The source picture at `url`, also when the text shows one of WordPress's resized copies. */
function pictureAt(url: string, pictures: ReadonlyMap<string, WpPicture>): WpPicture | undefined {
  const original = url.replace(/-\d+x\d+(?=\.[a-z0-9]+$)/i, "");
  for (const p of pictures.values()) if (p.url === url || p.url === original) return p;
  return undefined;
}

/** An attachment's old pages: its own permalink as the source gives it, and `?attachment_id=`. */
function attachmentAddresses(picture: WpPicture, site: Site): string[] {
  const list: string[] = [];
  if (picture.link && sameSite(picture.link, site)) {
    const url = new URL(picture.link);
    list.push(url.pathname + url.search);
  }
  list.push(`${site.path}/?attachment_id=${picture.id}`);
  return list;
}

function siteOf(address: string): Site {
  const url = new URL(address);
  const path = url.pathname.replace(/\/+$/, "");
  return { origin: url.origin, path, key: `${url.host}${path}` };
}

function sameSite(address: string, site: Site): boolean {
  try {
    return new URL(address).host === new URL(site.origin).host;
  } catch {
    return false;
  }
}

function fingerprint(
  item: WpItem,
  jenis: string,
  pictures: ReadonlyMap<string, WpPicture>,
): string {
  const shown = [...pictures.values()].filter(
    (p) => p.id === item.featured || item.content.includes(p.url) || item.content.includes(p.id),
  );
  return createHash("sha256").update(JSON.stringify({ item, jenis, shown })).digest("base64url");
}

function fold(text: string): string {
  return text.trim().toLowerCase();
}

function reasonOf(err: unknown): string {
  return err instanceof DomainError ? err.message : "kesalahan tak terduga";
}

function plainText(html: string): string {
  return decodeEntities(sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }))
    .replace(/\s+/g, " ")
    .trim();
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_m, n) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_m, n) => String.fromCodePoint(Number.parseInt(n, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&#039;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&");
}
