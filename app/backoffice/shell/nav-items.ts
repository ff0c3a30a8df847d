import { CONTENT_KINDS } from "@common/content/kinds.ts";
import type { Role } from "@common/schemas/users.schema.ts";
import { type IconName, isIconName } from "./icons.tsx";

export type NavItem = { to: string; label: string; icon: IconName };

/** Every kind of content's screen, by its title (SPEC's order: Dokumentasi Kegiatan, Informasi). */
const contentScreens = (role: Role): NavItem[] =>
  [...CONTENT_KINDS]
    .sort((a, b) => a.backoffice.title.localeCompare(b.backoffice.title, "id"))
    .map((kind) => ({
      to: `/${role}/${kind.jenis}`,
      label: kind.backoffice.title,
      icon: isIconName(kind.backoffice.icon) ? kind.backoffice.icon : "informasi",
    }));

/** The sidebar of each role (SPEC §2); Logout follows these items. */
export const NAV_ITEMS: Record<Role, readonly NavItem[]> = {
  admin: [
    { to: "/admin/dashboard", label: "Dashboard", icon: "dashboard" },
    { to: "/admin/statistik", label: "Statistik", icon: "statistik" },
    { to: "/admin/user", label: "Users", icon: "users" },
    { to: "/admin/settings", label: "Settings", icon: "settings" },
    { to: "/admin/banner-beranda", label: "Banner Beranda", icon: "banner" },
    { to: "/admin/sejarah-istilah", label: "Sejarah & Silsilah", icon: "sejarah" },
    { to: "/admin/Visi-Misi", label: "Visi & Misi", icon: "visi" },
    ...contentScreens("admin"),
    { to: "/admin/kunjungan", label: "Kunjungan", icon: "kunjungan" },
    { to: "/admin/reservasi", label: "Reservasi", icon: "reservasi" },
    { to: "/admin/riwayat", label: "Riwayat Perubahan", icon: "riwayat" },
    { to: "/admin/email-keluar", label: "Email Keluar", icon: "email" },
    { to: "/admin/pelanggan", label: "Pelanggan", icon: "email" },
    { to: "/admin/impor-wordpress", label: "Impor WordPress", icon: "informasi" },
  ],
  editor: [
    { to: "/editor/dashboard", label: "Dashboard", icon: "dashboard" },
    { to: "/editor/statistik", label: "Statistik", icon: "statistik" },
    ...contentScreens("editor"),
    { to: "/editor/reservasi", label: "Reservasi", icon: "reservasi" },
    { to: "/editor/pelanggan", label: "Pelanggan", icon: "email" },
  ],
};

/** Page titles of the back office, e.g. "Users · Panel Admin · Keraton Kasepuhan Cirebon". */
export function backofficeTitle(
  page: string,
  role?: Role,
): Array<{ title: string } | { name: string; content: string }> {
  const panel =
    role === "editor" ? "Panel Editor" : role === "admin" ? "Panel Admin" : "Back Office";
  return [
    { title: `${page} · ${panel} · Keraton Kasepuhan Cirebon` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/** Sign-in pages (login, a forgotten password): e.g. "Login · Keraton Kasepuhan Cirebon". */
export function signInTitle(
  page: string,
): Array<{ title: string } | { name: string; content: string }> {
  return [{ title: `${page} · Keraton Kasepuhan Cirebon` }, { name: "robots", content: "noindex" }];
}

/** The panel a back-office address belongs to (the content screens serve both). */
export function panelRoleOf(pathname: string): Role {
  return pathname.startsWith("/editor") ? "editor" : "admin";
}
