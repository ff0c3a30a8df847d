import type { ContentKind } from "@common/content/kind.ts";
import { useState } from "react";
import { showError } from "~/backoffice/ui/alerts.ts";
import { serverReason } from "~/backoffice/ui/failures.ts";
import { ui } from "~/backoffice/ui/styles.ts";
import { isSessionEnded } from "~/lib/api-client.ts";
import { createPratinjauLink } from "./open-pratinjau.ts";

type Props = {
  kind: Pick<ContentKind, "jenis">;
  /** The stored item; a new one has nothing to preview yet. */
  id: number | undefined;
  /** True when the form holds changes the preview (of the stored item) would not show. */
  dirty: boolean;
};

/**
 * 'Pratinjau': the stored item on its public page, in a new tab, exactly as visitors will see it,
 * even while it is a draft. The tab is opened at the click (so no pop-up blocker stops it) and
 * sent to the signed link once the server gives it.
 */
export function PratinjauButton({ kind, id, dirty }: Props) {
  const [busy, setBusy] = useState(false);
  if (id === undefined) {
    return (
      <p className={ui.hint}>
        Pratinjau tersedia setelah disimpan: simpan sebagai draf dulu, lalu buka Edit untuk
        melihatnya seperti di situs.
      </p>
    );
  }

  async function open(itemId: number) {
    const tab = window.open("", "_blank");
    setBusy(true);
    try {
      const url = await createPratinjauLink(kind.jenis, itemId);
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.location.assign(url);
      }
    } catch (error) {
      tab?.close();
      if (isSessionEnded(error)) return;
      console.error("Gagal membuat pratinjau:", error);
      await showError(
        { title: "Gagal", text: "Pratinjau tidak dapat dibuka." },
        serverReason(error),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3 rounded-md border border-stone-200 bg-stone-50 px-3 py-2">
      <button
        type="button"
        className={`${ui.smallButton} ${ui.editButton}`}
        onClick={() => void open(id)}
        disabled={busy}
      >
        {busy ? "Membuka pratinjau..." : "Pratinjau"}
        <span className="sr-only"> (tab baru)</span>
      </button>
      <p className={`${ui.hint} min-w-0 flex-1`}>
        {dirty
          ? "Pratinjau menampilkan versi yang terakhir disimpan; perubahan di formulir ini belum termasuk."
          : "Melihat halaman ini seperti yang akan dilihat pengunjung, di tab baru."}
      </p>
    </div>
  );
}
