import type { ReactNode } from "react";
import { Link } from "react-router";
import { Icon, type IconName } from "./icons.tsx";

/**
 * One of the dashboard's headed lines (page views, visit requests): the whole card links to the
 * screen it sums up; `highlighted` when it asks for attention.
 */
export function DashboardCard({
  headingId,
  heading,
  to,
  icon,
  highlighted = false,
  children,
}: {
  headingId: string;
  heading: string;
  to: string;
  icon: IconName;
  highlighted?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-4 font-serif text-xl text-stone-800">
        {heading}
      </h2>
      <Link
        to={to}
        className={`flex items-center gap-4 rounded-xl border p-5 shadow-sm transition hover:shadow-md focus-visible:outline-3 focus-visible:outline-emas ${highlighted ? "border-bata/60 bg-bata/5" : "border-stone-200 bg-white"}`}
      >
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-bata text-white">
          <Icon name={icon} className="size-6" />
        </span>
        {children}
      </Link>
    </section>
  );
}
