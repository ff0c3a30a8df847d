import { basePath, hasTwin, langOfPath, localePath, messagesFor } from "@common/i18n/index.ts";
import { siteContext } from "@common/site-context.ts";
import { isRouteErrorResponse, Outlet, useLoaderData, useRouteError } from "react-router";
import { Footer } from "~/components/footer.tsx";
import { Island } from "~/components/islands/island.tsx";
import { islandLang, LangProvider } from "~/components/lang.tsx";
import { NotFoundScreen } from "~/components/not-found-screen.tsx";
import {
  layoutDataFrom,
  type PublicLayoutData,
  pageMeta,
  usePublicLayoutData,
} from "~/components/seo.ts";
import type { Route } from "./+types/layout";

/**
 * Every page below this layout is an island page (docs/decisions/170): it ships only the code of
 * the islands on it. A page that needs React Router in the browser says `islands: false`.
 */
export const handle = { islands: true };

export async function loader({ context, url }: Route.LoaderArgs): Promise<PublicLayoutData> {
  const site = context.get(siteContext);
  const lang = langOfPath(url.pathname);
  // The same page in the other language, with the same query (a cached page is rendered from
  // its path and the query it depends on alone, so no visitor's query leaks into it).
  const [settings, { jam, tiket, pengecualian = [] }] = await Promise.all([
    site.getSettings(),
    site.getKunjungan(),
  ]);
  return {
    siteName: site.siteName,
    origin: site.origin,
    lang,
    path: url.pathname,
    ...(hasTwin(url.pathname)
      ? {
          switchHref: localePath(
            lang === "id" ? "en" : "id",
            `${basePath(url.pathname)}${switchQuery(url)}`,
          ),
        }
      : {}),
    year: new Date().getFullYear(),
    settings: {
      Deskripsi_Footer: settings.Deskripsi_Footer,
      ...(lang === "en" && settings.Deskripsi_Footer_en
        ? { Deskripsi_Footer_en: settings.Deskripsi_Footer_en }
        : {}),
      Alamat: settings.Alamat,
      No_WhatsApp: settings.No_WhatsApp,
      Email: settings.Email,
    },
    kunjungan: { jam, tiket, pengecualian },
    islands: site.islands,
  };
}

/** The query the other language's page gets: all of it but a preview ticket. */
function switchQuery(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete("pratinjau");
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** Only the not-found screen uses the layout's own meta (every page has its own). */
export function meta({ matches, location }: Route.MetaArgs) {
  const layout = layoutDataFrom(matches);
  return pageMeta(layout, {
    title: messagesFor(layout?.lang ?? "id").seo.notFoundTitle,
    path: location.pathname,
    noindex: true,
  });
}

function Frame({ data, children }: { data: PublicLayoutData; children: React.ReactNode }) {
  return (
    <LangProvider lang={data.lang}>
      <div className="flex min-h-screen flex-col pt-16 lg:pt-28">
        <Island
          name="navbar"
          props={{
            siteName: data.siteName,
            currentPath: data.path,
            switchHref: data.switchHref,
            ...islandLang(data.lang),
          }}
        />
        {data.lang === "id" && data.switchHref ? (
          <Island name="langOffer" props={{ englishHref: data.switchHref }} />
        ) : null}
        {children}
        <Footer
          siteName={data.siteName}
          settings={data.settings}
          year={data.year}
          jam={data.kunjungan.jam}
          pengecualian={data.kunjungan.pengecualian}
          switchHref={data.switchHref}
        />
      </div>
    </LangProvider>
  );
}

export default function PublicLayout() {
  const data = useLoaderData<typeof loader>();
  return (
    <Frame data={data}>
      <Outlet />
    </Frame>
  );
}

/**
 * An unknown path or slug below this layout: the 404 screen between the bar and the footer,
 * with the page's own sentence when it gives one ('Detail dokumentasi tidak ditemukan.').
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = usePublicLayoutData();
  if (!data || !isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <Frame data={data}>
      <NotFoundScreen message={notFoundMessage(error.data)} lang={data.lang} />
    </Frame>
  );
}

function notFoundMessage(data: unknown): string | undefined {
  const message = (data as { message?: unknown } | null)?.message;
  return typeof message === "string" ? message : undefined;
}
