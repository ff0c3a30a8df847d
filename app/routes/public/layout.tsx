import { siteContext } from "@common/site-context.ts";
import {
  isRouteErrorResponse,
  Outlet,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { Footer } from "~/components/footer.tsx";
import { Island } from "~/components/islands/island.tsx";
import { NotFoundScreen } from "~/components/not-found-screen.tsx";
import {
  LAYOUT_ROUTE_ID,
  layoutDataFrom,
  type PublicLayoutData,
  pageMeta,
} from "~/components/seo.ts";
import type { Route } from "./+types/layout";

export async function loader({ context, request }: Route.LoaderArgs): Promise<PublicLayoutData> {
  const site = context.get(siteContext);
  const [{ Deskripsi_Footer, Alamat, No_WhatsApp, Email }, { jam, tiket }] = await Promise.all([
    site.getSettings(),
    site.getKunjungan(),
  ]);
  return {
    siteName: site.siteName,
    origin: site.origin,
    path: new URL(request.url).pathname,
    year: new Date().getFullYear(),
    settings: { Deskripsi_Footer, Alamat, No_WhatsApp, Email },
    kunjungan: { jam, tiket },
    islands: site.islands,
  };
}

/** Only the not-found screen uses the layout's own meta (every page has its own). */
export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(layoutDataFrom(matches), {
    title: "Halaman tidak ditemukan",
    path: location.pathname,
    noindex: true,
  });
}

function Frame({ data, children }: { data: PublicLayoutData; children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col pt-16">
      <Island name="navbar" props={{ siteName: data.siteName, currentPath: data.path }} />
      {children}
      <Footer
        siteName={data.siteName}
        settings={data.settings}
        year={data.year}
        jam={data.kunjungan.jam}
      />
    </div>
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
  const data = useRouteLoaderData(LAYOUT_ROUTE_ID) as PublicLayoutData | undefined;
  if (!data || !isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <Frame data={data}>
      <NotFoundScreen message={notFoundMessage(error.data)} />
    </Frame>
  );
}

function notFoundMessage(data: unknown): string | undefined {
  const message = (data as { message?: unknown } | null)?.message;
  return typeof message === "string" ? message : undefined;
}
