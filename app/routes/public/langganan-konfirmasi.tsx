import { langOf } from "@common/i18n/index.ts";
import { langgananTexts } from "@common/langganan.ts";
import { siteContext } from "@common/site-context.ts";
import { data } from "react-router";
import { useLang } from "~/components/lang.tsx";
import { LanggananForm } from "~/components/langganan-form.tsx";
import { InnerPage } from "~/components/page-header.tsx";
import { layoutDataFrom, pageMeta } from "~/components/seo.ts";
import type { Route } from "./+types/langganan-konfirmasi";

export const handle = { islands: true };

/** Following the confirmation mail's link makes the address a subscriber (decision 160). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const lang = langOf(url);
  const token = url.searchParams.get("token") ?? "";
  const answer = await site.langganan.confirm(token, lang);
  return data(answer, { status: answer.status });
}

export function meta({ matches }: Route.MetaArgs) {
  const layout = layoutDataFrom(matches);
  const t = langgananTexts(layout?.lang ?? "id");
  return pageMeta(layout, {
    title: t.confirmedTitle,
    description: t.lead,
    path: "/langganan/konfirmasi",
    noindex: true,
  });
}

export default function KonfirmasiPage({ loaderData }: Route.ComponentProps) {
  const { lang } = useLang();
  const t = langgananTexts(lang);
  return (
    <InnerPage title={loaderData.ok ? t.confirmedTitle : t.pageTitle} lead={t.lead}>
      <div className="mx-auto max-w-xl space-y-6 px-5 py-10">
        <p
          role={loaderData.ok ? "status" : "alert"}
          className={`rounded-lg border-2 p-4 font-semibold ${loaderData.ok ? "border-green-700 bg-green-50 text-green-900" : "border-bata bg-red-50 text-bata-tua"}`}
        >
          {loaderData.message}
        </p>
        {loaderData.manage ? (
          <p>
            <a href={loaderData.manage} className="font-semibold text-bata underline">
              {t.manageTitle}
            </a>
          </p>
        ) : (
          <section aria-labelledby="langganan-ulang-judul">
            <h2 id="langganan-ulang-judul" className="mb-4 font-serif text-2xl text-bata">
              {t.heading}
            </h2>
            <LanggananForm place="ulang" />
          </section>
        )}
      </div>
    </InnerPage>
  );
}
