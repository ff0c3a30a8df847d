import { CONTENT_KINDS } from "@common/content/kinds.ts";
import { type Lang, localePath, messagesFor } from "@common/i18n/index.ts";
import { Emblem } from "./emblem.tsx";
import { SearchBox } from "./search-box.tsx";

/** The public links of the bar and the footer, in the page's language. */
export function navLinks(lang: Lang) {
  const { nav } = messagesFor(lang).layout;
  return [
    { href: "/", label: nav.home },
    { href: "/struktur-kesultanan", label: nav.struktur },
    // Every kind of content, by its declared name, in the order of CONTENT_KINDS.
    ...CONTENT_KINDS.map((kind) => ({ href: kind.publicPath, label: kind.names[lang].nav })),
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
  "block rounded px-3 py-2 text-[0.95rem] text-gading transition-colors hover:bg-bata-tua hover:text-white lg:py-1.5 lg:hover:bg-bata";
/** Login or Dashboard, in the top row at every width. */
const TOP_LINK =
  "rounded px-1.5 py-2 text-sm text-gading hover:bg-bata-tua hover:text-white sm:px-2.5";
const LOGOUT =
  "rounded border border-emas px-3 py-2 text-left text-[0.95rem] text-gading hover:bg-bata-tua lg:py-1.5";

/**
 * Fixed top bar: site name, the public links, search, and Login or Dashboard + Logout. Rendered
 * for a visitor; the plain script of ./navbar.enhance.ts opens the phone menu and shows the
 * signed-in links from the stored role (the server knows no session: pages are cached for all).
 */
export function Navbar({ siteName, currentPath, switchHref, lang = "id" }: NavbarProps) {
  const t = messagesFor(lang).layout;
  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b-2 border-emas bg-bata text-gading shadow-md">
      <a
        href="#konten"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-gading focus:px-3 focus:py-2 focus:text-bata"
      >
        {t.skipToContent}
      </a>
      {/* Two rows from 1024 px (name, search, language and Login; then the links), one row with
          a menu button below that: seven links, search, the name and Login never fit one row. */}
      <nav aria-label={t.mainNav}>
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-1.5 px-3 sm:gap-3 sm:px-4">
          <a
            href={localePath(lang, "/")}
            className="mr-auto flex min-w-0 items-center gap-2 rounded sm:gap-2.5"
          >
            <Emblem className="h-8 w-8 shrink-0 text-emas sm:h-9 sm:w-9" />
            {/* Wraps onto a second line on a phone rather than losing words. */}
            <span className="min-w-0 font-serif text-[0.95rem] leading-tight tracking-wide min-[400px]:text-base sm:text-xl">
              {siteName}
            </span>
          </a>
          <div className="hidden lg:block">
            <SearchBox lang={lang} />
          </div>
          {switchHref ? <LanguageSwitch href={switchHref} lang={lang} /> : null}
          {/* Shown instead of Login when a role is stored (its address set from the role). */}
          <a href="/" hidden data-nav="dashboard" className={`${TOP_LINK} shrink-0`}>
            {t.dashboard}
          </a>
          {/* Staff sign in here; visitors' links come first and stand out more. */}
          <a
            href="/login"
            data-nav="login"
            className={`${TOP_LINK} shrink-0 text-gading/85 underline-offset-4 hover:underline`}
          >
            {t.login}
          </a>
          <button type="button" hidden data-nav="logout" className={`${LOGOUT} hidden lg:block`}>
            {t.logout}
          </button>
          {/* A link to the footer's menu until the script takes over, so a phone without
              JavaScript still reaches every page; a button (role, Space key) once it has. */}
          {/* biome-ignore lint/a11y/useSemanticElements: progressive enhancement, see above */}
          <a
            href="#menu-footer"
            role="button"
            data-nav="toggle"
            className="inline-flex h-11 w-10 shrink-0 items-center justify-center rounded text-gading hover:bg-bata-tua sm:w-11 lg:hidden"
            aria-expanded={false}
            aria-controls="menu-utama"
          >
            <span className="sr-only">{t.menu}</span>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none">
              <path
                data-nav="icon-closed"
                d="M4 7h16M4 12h16M4 17h16"
                stroke="currentColor"
                strokeWidth="2"
              />
              <path
                data-nav="icon-open"
                d="M6 6l12 12M18 6L6 18"
                stroke="currentColor"
                strokeWidth="2"
                className="hidden"
              />
            </svg>
          </a>
        </div>
        <div className="lg:border-t lg:border-emas/30 lg:bg-bata-tua">
          <ul
            id="menu-utama"
            className="hidden absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] flex-col gap-1 overflow-y-auto border-b-2 border-emas bg-bata px-4 pb-4 pt-2 shadow-lg lg:static lg:mx-auto lg:flex lg:h-11 lg:max-w-6xl lg:flex-row lg:items-center lg:gap-1 lg:overflow-visible lg:border-0 lg:bg-transparent lg:px-2 lg:py-0 lg:shadow-none"
          >
            {navLinks(lang).map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className={`${LINK} ${isCurrent(link.href, currentPath) ? "underline decoration-emas decoration-2 underline-offset-8" : ""}`}
                  aria-current={isCurrent(link.href, currentPath) ? "page" : undefined}
                >
                  {link.label}
                </a>
              </li>
            ))}
            <li className="mt-2 lg:hidden">
              <SearchBox id="cari-menu" lang={lang} />
            </li>
            <li hidden data-nav="logout-item" className="lg:hidden">
              <button type="button" data-nav="logout" className={`${LOGOUT} mt-1 w-full`}>
                {t.logout}
              </button>
            </li>
          </ul>
        </div>
      </nav>
    </header>
  );
}

/**
 * The same page in the other language, named in that language (and marked so it is read out in
 * it); its two-letter code alone on the narrowest phones, the full name still read out.
 */
function LanguageSwitch({ href, lang }: { href: string; lang: Lang }) {
  const messages = messagesFor(lang);
  const otherLang = lang === "id" ? "en" : "id";
  return (
    <a
      href={href}
      hrefLang={otherLang}
      lang={otherLang}
      title={messages.switchTitle}
      className="shrink-0 rounded border border-emas/70 px-2 py-1.5 text-sm text-gading hover:bg-bata-tua sm:px-2.5"
    >
      <span aria-hidden="true" className="uppercase sm:hidden">
        {otherLang}
      </span>
      <span className="max-sm:sr-only">{messages.switchLabel}</span>
    </a>
  );
}
