import { type Lang, localePath, messagesFor } from "@common/i18n/index.ts";
import { useEffect, useRef, useState } from "react";
import { dashboardPathFor } from "~/lib/session.ts";
import { signOut } from "~/lib/sign-out.ts";
import { Emblem } from "./emblem.tsx";
import { SearchBox } from "./search-box.tsx";
import { useStoredRole } from "./use-stored-role.ts";

/** The public links of the bar and the footer, in the page's language. */
export function navLinks(lang: Lang) {
  const { nav } = messagesFor(lang).layout;
  return [
    { href: "/", label: nav.home },
    { href: "/struktur-kesultanan", label: nav.struktur },
    { href: "/informasi", label: nav.informasi },
    { href: "/kegiatan", label: nav.kegiatan },
    { href: "/agenda", label: nav.agenda },
    { href: "/kunjungan", label: nav.kunjungan },
    { href: "/contact", label: nav.contact },
  ].map((link) => ({ ...link, href: localePath(lang, link.href) }));
}

export type NavbarProps = {
  siteName: string;
  currentPath: string;
  /** This page in the other language. */
  switchHref?: string;
  lang?: Lang;
};

function isCurrent(href: string, path: string): boolean {
  const home = href === "/" || href === "/en";
  return home ? path === href : path === href || path.startsWith(`${href}/`);
}

const LINK =
  "block rounded px-3 py-2 text-[0.95rem] text-gading transition-colors hover:bg-bata-tua hover:text-white md:py-1.5";

/** Fixed top bar: site name, the public links, search, and Login or Dashboard + Logout. */
export function Navbar({ siteName, currentPath, switchHref, lang = "id" }: NavbarProps) {
  const messages = messagesFor(lang);
  const t = messages.layout;
  const otherLang = lang === "id" ? "en" : "id";
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLAnchorElement>(null);
  const role = useStoredRole();

  useEffect(() => {
    if (!open) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus();
    }
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [open]);

  function logout() {
    signOut();
    window.location.assign("/login");
  }

  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b-2 border-emas bg-bata text-gading shadow-md">
      <a
        href="#konten"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-gading focus:px-3 focus:py-2 focus:text-bata"
      >
        {t.skipToContent}
      </a>
      <nav
        aria-label={t.mainNav}
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4"
      >
        <a href={localePath(lang, "/")} className="flex min-w-0 items-center gap-2.5 rounded">
          <Emblem className="h-9 w-9 shrink-0 text-emas" />
          <span className="truncate font-serif text-lg leading-tight tracking-wide sm:text-xl">
            {siteName}
          </span>
        </a>
        {switchHref ? (
          // The other language's name in that language, marked so it is read out in it.
          <a
            href={switchHref}
            hrefLang={otherLang}
            lang={otherLang}
            title={messages.switchTitle}
            className="ml-auto shrink-0 rounded border border-emas/70 px-2.5 py-1.5 text-sm text-gading hover:bg-bata-tua md:order-last md:ml-2"
          >
            {messages.switchLabel}
          </a>
        ) : null}
        {/* A link to the footer's menu until the script takes over, so a phone without
            JavaScript still reaches every page; a button (role, Space key) once it has. */}
        {/* biome-ignore lint/a11y/useValidAnchor lint/a11y/useSemanticElements: progressive enhancement, see above */}
        <a
          ref={toggleRef}
          href="#menu-footer"
          role="button"
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded text-gading hover:bg-bata-tua md:hidden"
          aria-expanded={open}
          aria-controls="menu-utama"
          onClick={(event) => {
            event.preventDefault();
            setOpen((v) => !v);
          }}
          onKeyDown={(event) => {
            if (event.key !== " ") return;
            event.preventDefault();
            setOpen((v) => !v);
          }}
        >
          <span className="sr-only">{t.menu}</span>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none">
            {open ? (
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
            ) : (
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" />
            )}
          </svg>
        </a>
        <ul
          id="menu-utama"
          className={`${open ? "flex" : "hidden"} absolute inset-x-0 top-16 flex-col gap-1 border-b-2 border-emas bg-bata px-4 pb-4 pt-2 shadow-lg md:static md:flex md:flex-row md:items-center md:gap-1 md:border-0 md:p-0 md:shadow-none`}
        >
          {navLinks(lang).map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className={`${LINK} ${isCurrent(link.href, currentPath) ? "underline decoration-emas decoration-2 underline-offset-8" : ""}`}
                aria-current={isCurrent(link.href, currentPath) ? "page" : undefined}
                onClick={() => setOpen(false)}
              >
                {link.label}
              </a>
            </li>
          ))}
          <li className="md:max-lg:hidden">
            <SearchBox lang={lang} />
          </li>
          <li className="hidden md:max-lg:block">
            <a href={localePath(lang, "/cari")} className={LINK}>
              {t.search}
            </a>
          </li>
          {role ? (
            <>
              <li>
                <a href={dashboardPathFor(role)} className={LINK}>
                  {t.dashboard}
                </a>
              </li>
              <li>
                <button
                  type="button"
                  onClick={logout}
                  className="mt-1 w-full rounded border border-emas px-3 py-2 text-left text-[0.95rem] text-gading hover:bg-bata-tua md:mt-0 md:ml-2 md:w-auto md:py-1.5"
                >
                  {t.logout}
                </button>
              </li>
            </>
          ) : (
            <li>
              {/* Staff sign in here; visitors' links come first and stand out more. */}
              <a
                href="/login"
                className="mt-1 block rounded px-3 py-2 text-sm text-gading/80 underline-offset-4 hover:text-white hover:underline md:mt-0 md:ml-1 md:py-1.5"
              >
                {t.login}
              </a>
            </li>
          )}
        </ul>
      </nav>
    </header>
  );
}
