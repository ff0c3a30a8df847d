import { ui } from "./styles.ts";

/** The '+ Tambah …' button at the top of a list screen. */
export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className={ui.primaryButton} onClick={onClick}>
      <span aria-hidden="true">+</span> {label}
    </button>
  );
}
