import { messagesFor } from "@common/i18n/index.ts";
import { directionsUrl, mapEmbedUrl, mapLinkUrl, mapPinOf } from "@common/map-pin.ts";
import { siteContext } from "@common/site-context.ts";
import { whatsAppHref } from "~/components/contact-links.ts";
import { useLang } from "~/components/lang.tsx";
import { InnerPage } from "~/components/page-header.tsx";
import { layoutDataFrom, pageMeta, palaceJsonLd } from "~/components/seo.ts";
import type { Route } from "./+types/contact";

export async function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const settings = await site.getSettings();
  const { Alamat, No_WhatsApp, Email } = settings;
  const pin = mapPinOf(settings);
  const map = { embed: mapEmbedUrl(pin), link: mapLinkUrl(pin), directions: directionsUrl(pin) };
  return { siteName: site.siteName, Alamat, No_WhatsApp, Email, map };
}

export function meta({ matches }: Route.MetaArgs) {
  const layout = layoutDataFrom(matches);
  const t = messagesFor(layout?.lang ?? "id").contact;
  return pageMeta(layout, {
    title: t.title,
    description: t.description,
    path: "/contact",
    jsonLd: layout ? [palaceJsonLd(layout)] : [],
  });
}

function ContactItem({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="rounded-xl border border-emas/50 bg-white p-5 shadow-sm">
      <dt className="font-serif text-lg text-bata">{label}</dt>
      <dd className="mt-1 text-stone-800">{children}</dd>
    </div>
  );
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { siteName, Alamat, No_WhatsApp, Email, map } = loaderData;
  const hasContact = Boolean(Alamat || No_WhatsApp || Email);
  const { contact: t } = useLang().t;
  return (
    <InnerPage title={t.title} lead={t.lead(siteName)}>
      <div
        className={`mx-auto grid max-w-6xl gap-10 px-5 py-12 ${hasContact ? "lg:grid-cols-[2fr_3fr]" : ""}`}
      >
        {hasContact ? (
          <section aria-labelledby="judul-hubungi">
            <h2 id="judul-hubungi" className="mb-4 font-serif text-2xl text-bata">
              {t.heading}
            </h2>
            <dl className="space-y-4">
              {Alamat ? (
                <ContactItem label={t.address}>
                  <span className="whitespace-pre-line">{Alamat}</span>
                </ContactItem>
              ) : null}
              {No_WhatsApp ? (
                <ContactItem label={t.whatsapp}>
                  <a
                    href={whatsAppHref(No_WhatsApp)}
                    className="text-bata underline underline-offset-2 hover:text-bata-tua"
                  >
                    {No_WhatsApp}
                  </a>
                </ContactItem>
              ) : null}
              {Email ? (
                <ContactItem label={t.email}>
                  <a
                    href={`mailto:${Email}`}
                    className="break-all text-bata underline underline-offset-2 hover:text-bata-tua"
                  >
                    {Email}
                  </a>
                </ContactItem>
              ) : null}
            </dl>
          </section>
        ) : null}
        <section aria-labelledby="judul-peta">
          <h2 id="judul-peta" className="mb-4 font-serif text-2xl text-bata">
            {t.mapHeading}
          </h2>
          <div className="overflow-hidden rounded-xl border border-emas/50 bg-gading-tua shadow-sm">
            <iframe
              title={t.mapTitle(siteName)}
              src={map.embed}
              loading="lazy"
              referrerPolicy="no-referrer"
              className="block h-[380px] w-full border-0"
            />
          </div>
          <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <a
              href={map.link}
              className="text-bata underline underline-offset-2 hover:text-bata-tua"
              rel="noopener"
            >
              {t.largerMap}
            </a>
            <a
              href={map.directions}
              className="text-bata underline underline-offset-2 hover:text-bata-tua"
              rel="noopener"
            >
              {t.directions}
            </a>
          </p>
        </section>
      </div>
    </InnerPage>
  );
}
