import type { ReactNode } from "react";

type PageHeaderProps = { title: string; description?: string; action?: ReactNode };

/** The heading block every back-office screen starts with. */
export function PageHeader({ title, description, action }: PageHeaderProps) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="font-serif text-3xl text-bata">{title}</h1>
        <div className="mt-2 h-0.5 w-16 bg-emas" aria-hidden="true" />
        {description ? <p className="mt-3 max-w-2xl text-stone-700">{description}</p> : null}
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  );
}
