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
 * Under a view of a collection object: a button that opens the deep-zoom viewer (shown, and wired,
 * by ./koleksi-zoom.enhance.ts; the viewer's code and OpenSeadragon are fetched on the first
 * click); until its tiles are made, a note saying so.
 */
export function KoleksiViewer({ info, ready, label, processing, close }: Props) {
  if (!ready || !info) {
    return (
      <p className="mt-2 text-center text-sm italic text-stone-600" role="status">
        {processing}
      </p>
    );
  }
  return (
    <div className="mt-2 text-center">
      <button
        type="button"
        hidden
        data-zoom-info={info}
        data-close={close}
        className="rounded-md border-2 border-bata px-4 py-1.5 text-sm font-semibold text-bata hover:bg-bata hover:text-white"
      >
        {label}
      </button>
    </div>
  );
}
