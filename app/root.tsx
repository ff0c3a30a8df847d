import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="id">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="bg-gading text-stone-900 antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="font-serif text-3xl text-bata">
        {notFound ? "404 | NotFound" : "Terjadi kesalahan"}
      </h1>
      <p>
        {notFound
          ? "Halaman yang kamu cari tidak ditemukan."
          : "Maaf, halaman ini tidak dapat ditampilkan. Silakan coba lagi."}
      </p>
      <a className="rounded bg-bata px-4 py-2 text-white hover:bg-bata-tua" href="/">
        Kembali ke Beranda
      </a>
    </main>
  );
}
