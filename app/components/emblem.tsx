/** The site's mark: a gold medallion with a mega mendung cloud (decorative). */
export function Emblem({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className={className} fill="none">
      <circle cx="24" cy="24" r="22" stroke="currentColor" strokeWidth="2" />
      <circle
        cx="24"
        cy="24"
        r="17.5"
        stroke="currentColor"
        strokeWidth="1"
        strokeDasharray="2 2.6"
      />
      <path
        d="M10.5 31c0-4.6 4.4-6.6 7.4-3.9-.8-6.1 8.3-8.4 11.3-3 2.3-5.3 11.4-3.8 10.6 3 1.9-1.5 4.8-.3 4.8 3.9z"
        transform="translate(-2.6 -1.5)"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <path
        d="M15.5 31c0-2.7 2.6-3.9 4.3-2.3-.4-3.6 4.9-4.9 6.6-1.8 1.3-3.1 6.7-2.2 6.2 1.8 1.1-.9 2.8-.2 2.8 2.3z"
        transform="translate(-2.6 -1.5)"
        fill="currentColor"
        fillOpacity=".45"
      />
      <path d="M24 8.5l1.6 3.2-1.6 1.5-1.6-1.5z" fill="currentColor" />
    </svg>
  );
}

/** A band of mega mendung clouds, used as a border between parts of a page (decorative). */
export function MegaMendungBand({ className }: { className?: string }) {
  return <div aria-hidden="true" className={`motif-mega-mendung ${className ?? "h-8"}`} />;
}
