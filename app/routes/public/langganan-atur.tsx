import { langOf } from "@common/i18n/index.ts";
import { langgananTexts } from "@common/langganan.ts";
import { siteContext } from "@common/site-context.ts";
import { data } from "react-router";
import { useLang } from "~/components/lang.tsx";
import { InnerPage } from "~/components/page-header.tsx";
import { layoutDataFrom, pageMeta } from "~/components/seo.ts";
import { TopikChoices } from "~/components/topik-choices.tsx";
import type { Route } from "./+types/langganan-atur";

export const handle = { islands: true };

const tokenOf = (url: URL) => url.searchParams.get("token") ?? "";

/** The page every subscriber mail links to: change topics or leave, no account (decision 160). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const lang = langOf(url);
  const subscriber = await site.langganan.subscriber(tokenOf(url), lang);
  return data({ subscriber }, { status: subscriber ? 200 : 400 });
}

/** "Simpan" saves the topics; "Berhenti" deletes the address. */
export async function action({ context, request, url }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const lang = langOf(url);
  const form = await request.formData();
  const token = tokenOf(url);
  const answer =
    form.get("aksi") === "berhenti"
      ? { ...(await site.langganan.leave(token, lang)), left: true }
      : {
          ...(await site.langganan.changeTopics(token, form.getAll("topik").map(String), lang)),
          left: false,
        };
  return data(answer, { status: answer.status });
}

export function meta({ matches }: Route.MetaArgs) {
  const layout = layoutDataFrom(matches);
  const t = langgananTexts(layout?.lang ?? "id");
  return pageMeta(layout, {
    title: t.manageTitle,
    description: t.lead,
    path: "/langganan/atur",
    noindex: true,
  });
}

export default function AturPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang } = useLang();
  const t = langgananTexts(lang);
  const subscriber = loaderData.subscriber;
  const left = actionData?.ok && actionData.left;
  const message = actionData ? (
    <p
      role={actionData.ok ? "status" : "alert"}
      className={`rounded-lg border-2 p-4 font-semibold ${actionData.ok ? "border-green-700 bg-green-50 text-green-900" : "border-bata bg-red-50 text-bata-tua"}`}
    >
      {actionData.message}
    </p>
  ) : null;
  if (left || !subscriber) {
    return (
      <InnerPage title={left ? t.leftTitle : t.manageTitle} lead={t.lead}>
        <div className="mx-auto max-w-xl space-y-6 px-5 py-10">
          {message ?? (
            <p
              role="alert"
              className="rounded-lg border-2 border-bata bg-red-50 p-4 font-semibold text-bata-tua"
            >
              {t.badLink}
            </p>
          )}
        </div>
      </InnerPage>
    );
  }
  return (
    <InnerPage title={t.manageTitle} lead={t.manageLead(subscriber.email)}>
      <div className="mx-auto max-w-xl space-y-8 px-5 py-10">
        {message}
        <form method="post" className="space-y-3">
          <TopikChoices chosen={subscriber.topik} />
          <button
            type="submit"
            name="aksi"
            value="simpan"
            className="rounded-md bg-bata px-5 py-2.5 font-semibold text-white hover:bg-bata-tua"
          >
            {t.save}
          </button>
        </form>
        <form method="post" className="space-y-3 border-t border-emas/40 pt-6">
          <p className="text-stone-700">{t.leaveLead}</p>
          <button
            type="submit"
            name="aksi"
            value="berhenti"
            className="rounded-md border-2 border-bata px-5 py-2 font-semibold text-bata hover:bg-bata hover:text-white"
          >
            {t.leave}
          </button>
        </form>
      </div>
    </InnerPage>
  );
}
