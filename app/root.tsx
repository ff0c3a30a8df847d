import { langOfPath, localePath, messagesFor } from "@common/i18n/index.ts";
import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { NotFoundScreen } from "~/components/not-found-screen.tsx";
import { usePublicLayoutData } from "~/components/seo.ts";

/**
 * Public pages ship only their islands' code in production: the deepest route whose handle says
 * `islands` decides (the public layout says true, the sign-in screens false). Everything else
 * (back office, sign-in, development) is hydrated whole by React Router.
 */
function useIslandAssets() {
  const layout = usePublicLayoutData();
  const matches = useMatches();
  const said = matches
    .map((m) => (m.handle as { islands?: boolean } | undefined)?.islands)
    .filter((value) => value !== undefined);
  return said.at(-1) === true ? layout?.islands : undefined;
}

export function Layout({ children }: { children: ReactNode }) {
  const islands = useIslandAssets();
  // The address says the language (/en/… is English), also on error screens without data.
  const lang = langOfPath(useLocation().pathname);
  const feed = messagesFor(lang).layout.rssTitle;
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The stylesheet first: it holds back the first paint. The headings' font is not
            preloaded: on slow mobile data it took a share of the bandwidth the stylesheet and
            the main picture need, while the headings show at once in a fallback serif and take
            Lora when it comes (font-display: swap; decision 200). */}
        <Links />
        <meta name="theme-color" content="#8b2e1f" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link
          rel="alternate"
          type="application/rss+xml"
          title={feed}
          href={localePath(lang, "/rss.xml")}
        />
        <Meta />
        {islands ? (
          <>
            {/* Low priority: the page is whole without it (it only makes the islands
                interactive), so the stylesheet, the font and the main picture go first. */}
            {islands.preload.map((href) => (
              <link key={href} rel="modulepreload" href={href} fetchPriority="low" />
            ))}
            <script type="module" src={islands.entry} fetchPriority="low" />
          </>
        ) : null}
      </head>
      <body className="bg-gading font-sans text-stone-900 antialiased">
        {children}
        {islands ? null : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const lang = langOfPath(useLocation().pathname);
  const t = messagesFor(lang).errors;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen lang={lang} />;
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="font-serif text-3xl text-bata">{t.title}</h1>
      <p>{t.text}</p>
      <a
        className="rounded bg-bata px-4 py-2 text-white hover:bg-bata-tua"
        href={localePath(lang, "/")}
      >
        {t.backHome}
      </a>
    </main>
  );
}
