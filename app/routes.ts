import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";
import { CONTENT_KINDS } from "../common/content/kinds.ts";

/** Kinds whose back-office screen is their own rather than the core's. */
const KINDS_WITH_OWN_SCREENS: ReadonlySet<string> = new Set(["agenda"]);

/** Kinds of content whose public pages look like no other's: each has its own page modules. */
const KINDS_WITH_OWN_PAGES: ReadonlySet<string> = new Set([
  "informasi",
  "dokumentasi",
  "agenda",
  "koleksi",
]);

const backofficeContent = (role: "admin" | "editor") => [
  // Every kind of content's screen, made from its declaration; agenda's is its own (a date rule,
  // computed days and a month of occurrences fit no common form).
  ...CONTENT_KINDS.filter((kind) => !KINDS_WITH_OWN_SCREENS.has(kind.jenis)).map((kind) =>
    route(kind.jenis, "routes/backoffice/kind-screen.tsx", { id: `${role}-${kind.jenis}` }),
  ),
  route("agenda", "routes/backoffice/agenda.tsx", { id: `${role}-agenda` }),
  route("reservasi", "routes/backoffice/reservasi.tsx", { id: `${role}-reservasi` }),
  route("akun", "routes/backoffice/akun.tsx", { id: `${role}-akun` }),
  route("statistik", "routes/backoffice/statistik.tsx", { id: `${role}-statistik` }),
  route("pelanggan", "routes/backoffice/langganan.tsx", { id: `${role}-pelanggan` }),
];

/**
 * The public pages, once per language: the same modules, the language read from the address
 * (decision 041). Indonesian keeps the file-path ids; English ids start with `en/`.
 */
const publicPages = (lang: "id" | "en") => {
  // Indonesian routes keep their default ids (the file path), as before English existed.
  const id = (file: string) => (lang === "en" ? { id: `en/${file}` } : {});
  const page = (path: string, file: string) => route(path, `routes/public/${file}.tsx`, id(file));
  return [
    index("routes/public/home.tsx", id("home")),
    page("struktur-kesultanan", "struktur"),
    page("informasi", "informasi-list"),
    page("informasi/:slug", "informasi-detail"),
    page("kegiatan", "kegiatan-list"),
    page("kegiatan/:slug", "kegiatan-detail"),
    page("agenda", "agenda-list"),
    page("agenda/:slug", "agenda-detail"),
    page("koleksi", "koleksi-list"),
    page("koleksi/:slug", "koleksi-detail"),
    // Every other kind gets the core's list and detail pages from its declaration.
    ...CONTENT_KINDS.filter((kind) => !KINDS_WITH_OWN_PAGES.has(kind.jenis)).flatMap((kind) => [
      route(kind.publicPath.slice(1), "routes/public/kind-list.tsx", {
        id: `${lang}/kind-list/${kind.jenis}`,
      }),
      route(`${kind.publicPath.slice(1)}/:slug`, "routes/public/kind-detail.tsx", {
        id: `${lang}/kind-detail/${kind.jenis}`,
      }),
    ]),
    page("kunjungan", "kunjungan"),
    page("langganan", "langganan"),
    page("langganan/konfirmasi", "langganan-konfirmasi"),
    page("langganan/atur", "langganan-atur"),
    page("cari", "cari"),
    page("contact", "contact"),
    // Staff sign in on the Indonesian screen; /en/login is an English 404 like any unknown path.
    ...(lang === "id"
      ? [
          page("login", "login"),
          page("lupa-password", "lupa-password"),
          page("atur-ulang-password", "atur-ulang-password"),
        ]
      : []),
    page("*", "not-found"),
  ];
};

export default [
  // Public site: rendered on the server, navigation bar and footer.
  layout("routes/public/layout.tsx", publicPages("id")),
  layout("routes/public/layout.tsx", { id: "en/layout" }, prefix("en", publicPages("en"))),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  route("rss.xml", "routes/seo/rss.ts"),
  route("en/rss.xml", "routes/seo/rss.ts", { id: "en/rss" }),

  // Back office: rendered in the browser only, guarded by role.
  layout("routes/backoffice/admin-layout.tsx", [
    ...prefix("admin", [
      route("dashboard", "routes/backoffice/admin-dashboard.tsx"),
      route("user", "routes/backoffice/users.tsx"),
      route("settings", "routes/backoffice/settings.tsx"),
      route("banner-beranda", "routes/backoffice/banner-beranda.tsx"),
      route("sejarah-istilah", "routes/backoffice/sejarah-istilah.tsx"),
      route("Visi-Misi", "routes/backoffice/visi-misi.tsx"),
      route("kunjungan", "routes/backoffice/kunjungan.tsx"),
      route("riwayat", "routes/backoffice/riwayat.tsx"),
      route("email-keluar", "routes/backoffice/surat-keluar.tsx"),
      route("impor-wordpress", "routes/backoffice/impor-wordpress.tsx"),
      ...backofficeContent("admin"),
    ]),
  ]),
  layout("routes/backoffice/editor-layout.tsx", [
    ...prefix("editor", [
      route("dashboard", "routes/backoffice/editor-dashboard.tsx"),
      ...backofficeContent("editor"),
    ]),
  ]),
] satisfies RouteConfig;
