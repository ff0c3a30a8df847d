// The public list of any kind of content that has no page of its own (common/content/kinds.ts):
// its published items, newest first, in pages, in the page's language.
import { langOf } from "@common/i18n/index.ts";
import { siteContext } from "@common/site-context.ts";
import { data, type LoaderFunctionArgs, type MetaArgs, useLoaderData } from "react-router";
import { EmptyPlaceholder } from "~/components/empty-placeholder.tsx";
import { KegiatanCard } from "~/components/kegiatan-card.tsx";
import { useLang } from "~/components/lang.tsx";
import { InnerPage } from "~/components/page-header.tsx";
import { pagedListMeta } from "~/components/paged-list.tsx";
import { Pager } from "~/components/pager.tsx";
import { layoutDataFrom } from "~/components/seo.ts";
import { kindCard, kindWords } from "~/lib/kind-cards.ts";
import { listPageOr404 } from "~/lib/list-page.ts";

export async function loader({ context, url }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const lang = langOf(url);
  const kind = site.kindAt(url.pathname);
  if (!kind) throw data(null, { status: 404 });
  const { items, halaman, pages } = await listPageOr404(url, (h) => site.pageOfKind(kind.jenis, h));
  const words = kindWords(kind, lang);
  return {
    title: words.title,
    description: words.lead,
    path: kind.publicPath,
    emptyText: words.empty,
    halaman,
    pages,
    items: items.map((item) => kindCard(item, lang)),
  };
}

// Without a route of their own in app/routes.ts until a shipped kind uses them, these modules
// type their loader data themselves rather than through React Router's generated types.
export function meta({ matches, loaderData }: MetaArgs<typeof loader>) {
  if (!loaderData) return [];
  const { title, description, path, halaman, pages } = loaderData;
  return pagedListMeta(layoutDataFrom(matches), { title, description, path, halaman, pages });
}

export default function KindList() {
  const loaderData = useLoaderData<typeof loader>();
  const { title, description, path, emptyText, items, halaman, pages } = loaderData;
  const { lang } = useLang();
  return (
    <InnerPage title={title} lead={description}>
      <div className="mx-auto max-w-6xl px-5 py-12">
        {items.length === 0 ? (
          <EmptyPlaceholder>{emptyText}</EmptyPlaceholder>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item, i) => (
              <li key={item.id}>
                <KegiatanCard
                  item={item}
                  path={path}
                  sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
                  priority={i === 0}
                  lang={lang}
                />
              </li>
            ))}
          </ul>
        )}
        <Pager path={path} halaman={halaman} pages={pages} lang={lang} />
      </div>
    </InnerPage>
  );
}
