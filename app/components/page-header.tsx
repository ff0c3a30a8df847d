import type { ReactNode } from "react";

/** Title band of an inner page: the page's h1 on brick red with the cloud motif. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="motif-mega-mendung bg-bata text-gading">
      <div className="mx-auto max-w-6xl px-5 py-10 sm:py-14">
        <h1 className="font-serif text-3xl leading-tight sm:text-4xl">{title}</h1>
        {children ? <div className="mt-3 text-gading/90">{children}</div> : null}
      </div>
    </div>
  );
}

/** An inner page's main content under its title band, with the lead line in the band. */
export function InnerPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  return (
    <main id="konten" className="flex-1">
      <PageHeader title={title}>
        <p>{lead}</p>
      </PageHeader>
      {children}
    </main>
  );
}

/** Heading of a home-page section with the gold rule under it. */
export function SectionHeading({ id, title, lead }: { id: string; title: string; lead?: string }) {
  return (
    <div className="mb-8 text-center">
      <h2 id={id} className="font-serif text-3xl text-bata sm:text-4xl">
        {title}
      </h2>
      <div aria-hidden="true" className="mx-auto mt-3 flex items-center justify-center gap-2">
        <span className="h-px w-12 bg-emas" />
        <span className="h-2 w-2 rotate-45 bg-emas" />
        <span className="h-px w-12 bg-emas" />
      </div>
      {lead ? <p className="mx-auto mt-4 max-w-2xl text-stone-700">{lead}</p> : null}
    </div>
  );
}
