import { langOf, localePath } from "@common/i18n/index.ts";
import { langgananTexts } from "@common/langganan.ts";
import { siteContext } from "@common/site-context.ts";
import { data, redirect } from "react-router";
import { useLang } from "~/components/lang.tsx";
import { LanggananForm } from "~/components/langganan-form.tsx";
import { InnerPage } from "~/components/page-header.tsx";
import { layoutDataFrom, pageMeta } from "~/components/seo.ts";
import type { Route } from "./+types/langganan";

export const handle = { islands: true };

/** After a subscription was asked for: `?terkirim`, the same answer for every address. */
const SENT_PARAM = "terkirim";

export function loader({ url }: Route.LoaderArgs) {
  const lang = langOf(url);
  const sent = url.searchParams.has(SENT_PARAM);
  return { sent: sent ? { ok: true, message: langgananTexts(lang).accepted } : undefined };
}

/**
 * The subscription forms of every page post here without JavaScript (decision 160). Accepted:
 * a 303 to the answer, so reloading sends nothing again; refused: this page with the reason and
 * what was typed.
 */
export async function action({ context, request, url }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const lang = langOf(url);
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  const topik = form.getAll("topik").map(String);
  const answer = await site.langganan.subscribe({ email, topik }, lang);
  if (answer.ok) return redirect(`${localePath(lang, "/langganan")}?${SENT_PARAM}=1`, 303);
  return data({ ...answer, values: { email, topik } }, { status: answer.status });
}

export function meta({ matches }: Route.MetaArgs) {
  const layout = layoutDataFrom(matches);
  const t = langgananTexts(layout?.lang ?? "id");
  return pageMeta(layout, {
    title: t.pageTitle,
    description: t.lead,
    path: "/langganan",
    noindex: true,
  });
}

export default function LanggananPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang } = useLang();
  const t = langgananTexts(lang);
  return (
    <InnerPage title={t.pageTitle} lead={t.lead}>
      <section aria-labelledby="langganan-halaman-judul" className="mx-auto max-w-xl px-5 py-10">
        <h2 id="langganan-halaman-judul" className="mb-4 font-serif text-2xl text-bata">
          {t.heading}
        </h2>
        <LanggananForm place="halaman" state={actionData ?? loaderData.sent} />
      </section>
    </InnerPage>
  );
}
