import { lazy, Suspense, useId } from "react";
import { ui } from "./styles.ts";

/** Tiptap and ProseMirror are downloaded only by screens that show a rich-text field. */
const RichTextEditor = lazy(() => import("./rich-text-editor.tsx"));

type RichTextFieldProps = {
  label: string;
  /** The stored HTML the editor starts with; remount (key) to load another text. */
  initialHtml: string;
  onChange: (html: string) => void;
  /** The form's value: when it changes from outside (a restored draft), the editor shows it. */
  value?: string;
  hint?: string;
  /** Taller editor for whole pages of text. */
  size?: "normal" | "large";
  disabled?: boolean;
};

/** A labelled WYSIWYG field producing HTML: staff format text with buttons, never with tags. */
export function RichTextField({
  label,
  initialHtml,
  onChange,
  value,
  hint,
  size = "normal",
  disabled,
}: RichTextFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="space-y-1.5">
      <p id={labelId} className={ui.label}>
        {label}
      </p>
      <Suspense
        fallback={
          <div
            className={`flex items-center justify-center rounded-md border border-stone-300 bg-stone-50 text-stone-600 ${size === "large" ? "min-h-96" : "min-h-56"}`}
          >
            Memuat editor…
          </div>
        }
      >
        <RichTextEditor
          labelId={labelId}
          hintId={hintId}
          initialHtml={initialHtml}
          onChange={onChange}
          value={value}
          size={size}
          disabled={disabled}
        />
      </Suspense>
      {hint ? (
        <p id={hintId} className={ui.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
