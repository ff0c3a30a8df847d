import type { ReactNode } from "react";

/** Pictures of the toolbar buttons that no letter can show. */
function GlyphSvg({ strokeLinecap, children }: { strokeLinecap?: "round"; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 20 20"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap={strokeLinecap}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

export function ListGlyph({ ordered }: { ordered: boolean }) {
  return (
    <GlyphSvg>
      <path d="M8 5h9M8 10h9M8 15h9" strokeLinecap="round" />
      {ordered ? (
        <text x="1" y="17" fontSize="6" fill="currentColor" stroke="none">
          3
        </text>
      ) : (
        <>
          <circle cx="3.5" cy="5" r="1.3" fill="currentColor" stroke="none" />
          <circle cx="3.5" cy="10" r="1.3" fill="currentColor" stroke="none" />
          <circle cx="3.5" cy="15" r="1.3" fill="currentColor" stroke="none" />
        </>
      )}
      {ordered ? (
        <>
          <text x="1" y="7" fontSize="6" fill="currentColor" stroke="none">
            1
          </text>
          <text x="1" y="12" fontSize="6" fill="currentColor" stroke="none">
            2
          </text>
        </>
      ) : null}
    </GlyphSvg>
  );
}

export function LinkGlyph({ broken = false }: { broken?: boolean }) {
  return (
    <GlyphSvg strokeLinecap="round">
      <path d="M8.5 11.5a3 3 0 0 0 4.2 0l2.8-2.8a3 3 0 0 0-4.2-4.2l-.9.9" />
      <path d="M11.5 8.5a3 3 0 0 0-4.2 0l-2.8 2.8a3 3 0 0 0 4.2 4.2l.9-.9" />
      {broken ? <path d="M3 3l14 14" /> : null}
    </GlyphSvg>
  );
}
