import { useState } from "react";
import { saveFile } from "./save-file.ts";
import { ui } from "./styles.ts";

type KeepTextButtonsProps = {
  text: string;
  fileName: string;
  /** Said once the text is on the clipboard ("Kode cadangan disalin."). */
  copiedMessage: string;
};

/** "Salin" and "Unduh" for a text shown once: to the clipboard, or as a .txt file. */
export function KeepTextButtons({ text, fileName, copiedMessage }: KeepTextButtonsProps) {
  const [said, setSaid] = useState("");
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setSaid(copiedMessage);
    } catch {
      setSaid("Tidak bisa menyalin di peramban ini. Pakai Unduh, atau catat kodenya.");
    }
  }
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      <button
        type="button"
        className={`${ui.smallButton} ${ui.editButton}`}
        onClick={() => void copy()}
      >
        Salin
      </button>
      <button
        type="button"
        className={`${ui.smallButton} ${ui.editButton}`}
        onClick={() => saveFile(new Blob([`${text}\n`], { type: "text/plain" }), fileName)}
      >
        Unduh
      </button>
      {/* Announced, without being a second status of the panel it sits in. */}
      <span aria-live="polite" className="text-sm text-stone-700">
        {said}
      </span>
    </div>
  );
}
