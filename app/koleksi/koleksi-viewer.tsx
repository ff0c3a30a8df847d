import { useRef, useState } from "react";

type Props = {
  /** The view's IIIF `info.json` address. */
  info: string;
  /** Its tiles are made: zoom may open. */
  ready: boolean;
  /** The button's words ("Perbesar: …"), and what is said while the tiles are being made. */
  label: string;
  processing: string;
  close: string;
};

/**
 * Under a view of a collection object: a button that opens the deep-zoom viewer, whose code (and
 * OpenSeadragon) is fetched only on the first click; until its tiles are made, a note saying so.
 */
export function KoleksiViewer({ info, ready, label, processing, close }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const [loading, setLoading] = useState(false);
  if (!ready || !info) {
    return (
      <p className="mt-2 text-center text-sm italic text-stone-600" role="status">
        {processing}
      </p>
    );
  }
  async function open() {
    if (!host.current) return;
    setLoading(true);
    try {
      const { openDeepZoom } = await import("./deep-zoom.ts");
      openDeepZoom(host.current, info, { close });
    } finally {
      setLoading(false);
    }
  }
  return (
    <div ref={host} className="mt-2 text-center">
      <button
        type="button"
        onClick={open}
        aria-busy={loading || undefined}
        className="rounded-md border-2 border-bata px-4 py-1.5 text-sm font-semibold text-bata hover:bg-bata hover:text-white"
      >
        {label}
      </button>
    </div>
  );
}
