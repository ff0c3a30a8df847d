import { siteContext } from "../lib/site-context.ts";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  return { siteName: site.siteName, informasi: (await site.listInformasi()).slice(0, 3) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.siteName ?? "Keraton" }];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main className="p-8">
      <h1 className="font-serif text-3xl text-bata">Selamat Datang di {loaderData.siteName}</h1>
      <ul>
        {loaderData.informasi.map((i) => (
          <li key={i.id}>{i.judul}</li>
        ))}
      </ul>
    </main>
  );
}
