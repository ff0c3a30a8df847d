import type { JamKunjungan, PengecualianJam, Settings } from "@common/api-types.ts";
import { todayInJakarta } from "@common/dates.ts";
import { localized, markLang } from "@common/i18n/content.ts";
import { formatDayHoursIn } from "@common/i18n/format.ts";
import { hasNoHours, hoursOn } from "@common/kunjungan.ts";
import { langgananTexts } from "@common/langganan.ts";
import { whatsAppHref } from "./contact-links.ts";
import { Emblem, MegaMendungBand } from "./emblem.tsx";
import { useLang } from "./lang.tsx";
import { LanggananForm } from "./langganan-form.tsx";
import { navLinks } from "./navbar.tsx";
import { SearchBox } from "./search-box.tsx";

export type FooterProps = {
  siteName: string;
  settings: Pick<
    Settings,
    "Deskripsi_Footer" | "Deskripsi_Footer_en" | "Alamat" | "No_WhatsApp" | "Email"
  >;
  year: number;
  jam: JamKunjungan[];
  /** Dates with their own hours: today's replaces its weekday's. */
  pengecualian?: PengecualianJam[];
  /** This page in the other language, when it has one. */
  switchHref?: string;
};

/** Description, menu, contact lines (each only when set) and the copyright line. */
export function Footer({
  siteName,
  settings,
  year,
  jam,
  pengecualian = [],
  switchHref,
}: FooterProps) {
  const { lang, t, href } = useLang();
  const { Alamat, No_WhatsApp, Email } = settings;
  const description = localized(settings, "Deskripsi_Footer", lang);
  const descriptionLang = markLang(description, lang);
  // The page is rendered afresh each day (Asia/Jakarta), so "today" is the server's today.
  const today = hoursOn({ jam, pengecualian }, todayInJakarta());
  const special = today?.pengecualian;
  const note = special ? localized(special, "keterangan", lang) : undefined;
  return (
    <footer className="mt-auto bg-bata-gelap text-gading">
      <MegaMendungBand className="h-10 bg-bata bg-bottom" />
      <div className="mx-auto grid max-w-6xl gap-10 px-5 py-12 md:grid-cols-[1.4fr_1fr_1.2fr]">
        <div>
          <div className="mb-4 flex items-center gap-3">
            <Emblem className="h-10 w-10 text-emas" />
            <p className="font-serif text-xl">{siteName}</p>
          </div>
          {description.text ? (
            <p
              className="whitespace-pre-line leading-relaxed text-gading/90"
              lang={descriptionLang}
            >
              {description.text}
            </p>
          ) : null}
          {description.text && descriptionLang ? (
            <p className="mt-1 text-sm italic text-gading/80">{t.untranslated}</p>
          ) : null}
          {today && (special || !hasNoHours({ jam })) ? (
            <p className="mt-5 rounded-lg border border-emas/40 px-4 py-3">
              <span className="block text-sm font-semibold text-emas-muda">
                {t.layout.hoursToday(t.kunjungan.days[today.hari])}
              </span>
              <a href={href("/kunjungan")} className="text-lg hover:text-white hover:underline">
                {formatDayHoursIn(lang, today)}
              </a>
              {note?.text ? (
                <span className="block text-gading/90" lang={markLang(note, lang)}>
                  {note.text}
                </span>
              ) : null}
            </p>
          ) : null}
        </div>
        <nav
          id="menu-footer"
          aria-label={t.layout.footerMenu}
          className="scroll-mt-20 lg:scroll-mt-32"
        >
          <h2 className="mb-3 font-serif text-lg text-emas-muda">{t.layout.footerMenuHeading}</h2>
          <ul className="space-y-2">
            {navLinks(lang).map((link) => (
              <li key={link.href}>
                <a href={link.href} className="text-gading/90 hover:text-white hover:underline">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          {/* Where the menu button leads without JavaScript: search is reachable from here too. */}
          <div className="mt-5 max-w-xs">
            <SearchBox id="cari-footer" label={t.layout.footerSearchLabel} lang={lang} />
          </div>
        </nav>
        {Alamat || No_WhatsApp || Email ? (
          <div>
            <h2 className="mb-3 font-serif text-lg text-emas-muda">{t.layout.contactHeading}</h2>
            <ul className="space-y-3 text-gading/90">
              {Alamat ? (
                <li className="whitespace-pre-line">
                  <span className="block text-sm font-semibold text-emas-muda">
                    {t.layout.address}
                  </span>
                  {Alamat}
                </li>
              ) : null}
              {No_WhatsApp ? (
                <li>
                  <span className="block text-sm font-semibold text-emas-muda">
                    {t.layout.whatsapp}
                  </span>
                  <a href={whatsAppHref(No_WhatsApp)} className="hover:text-white hover:underline">
                    {No_WhatsApp}
                  </a>
                </li>
              ) : null}
              {Email ? (
                <li>
                  <span className="block text-sm font-semibold text-emas-muda">
                    {t.layout.email}
                  </span>
                  <a
                    href={`mailto:${Email}`}
                    className="break-all hover:text-white hover:underline"
                  >
                    {Email}
                  </a>
                </li>
              ) : null}
            </ul>
          </div>
        ) : null}
      </div>
      <section
        aria-labelledby="langganan-footer-judul"
        className="mx-auto max-w-6xl px-5 pb-10 md:grid md:grid-cols-[1.4fr_2.2fr] md:gap-10"
      >
        <div>
          <h2 id="langganan-footer-judul" className="mb-2 font-serif text-lg text-emas-muda">
            {langgananTexts(lang).heading}
          </h2>
          <p className="mb-4 text-gading/90">{langgananTexts(lang).lead}</p>
        </div>
        <LanggananForm place="footer" dark />
      </section>
      <div className="border-t border-emas/30">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-6 gap-y-2 px-5 py-5 text-center text-sm text-gading/80">
          <p>{t.layout.copyright(year, siteName)}</p>
          {switchHref ? <OtherLanguage href={switchHref} /> : null}
        </div>
      </div>
    </footer>
  );
}

/** The same page in the other language, offered in that language's own words (`switchTitle`). */
function OtherLanguage({ href }: { href: string }) {
  const { lang, t } = useLang();
  const other = lang === "id" ? "en" : "id";
  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      className="text-gading underline underline-offset-4 hover:text-white"
    >
      {t.switchTitle}
    </a>
  );
}
