import { siteContext } from "../../lib/site-context.ts";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  return { siteName: site.siteName };
}

// Placeholder: the five home sections come with the public-site issue.
export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main className="p-8">
      <h1 className="font-serif text-3xl text-bata">Selamat Datang di {loaderData.siteName}</h1>
    </main>
  );
}
