import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

const backofficeContent = (role: "admin" | "editor") => [
  route("dokumentasi", "routes/backoffice/dokumentasi.tsx", { id: `${role}-dokumentasi` }),
  route("informasi", "routes/backoffice/informasi.tsx", { id: `${role}-informasi` }),
  route("reservasi", "routes/backoffice/reservasi.tsx", { id: `${role}-reservasi` }),
];

export default [
  // Public site: rendered on the server, navigation bar and footer.
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("struktur-kesultanan", "routes/public/struktur.tsx"),
    route("informasi", "routes/public/informasi-list.tsx"),
    route("informasi/:slug", "routes/public/informasi-detail.tsx"),
    route("kegiatan", "routes/public/kegiatan-list.tsx"),
    route("kegiatan/:slug", "routes/public/kegiatan-detail.tsx"),
    route("kunjungan", "routes/public/kunjungan.tsx"),
    route("cari", "routes/public/cari.tsx"),
    route("contact", "routes/public/contact.tsx"),
    route("login", "routes/public/login.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  route("rss.xml", "routes/seo/rss.ts"),

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
