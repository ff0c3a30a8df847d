import type { Editor } from "@tiptap/react";
import { type KeyboardEvent, useRef, useState } from "react";
import { editorTools, type ToolState } from "./editor-tools.tsx";

type ToolbarProps = {
  editor: Editor;
  state: ToolState | null;
  onLink: () => void;
  disabled?: boolean;
};

/** The formatting buttons: one tab stop, arrow keys move between them (ARIA toolbar). */
export function RichTextToolbar({ editor, state, onLink, disabled }: ToolbarProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const tools = editorTools(editor, state, onLink);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    const edge = event.key === "Home" ? 0 : event.key === "End" ? tools.length - 1 : -1;
    if (!step && edge < 0) return;
    event.preventDefault();
    const next = edge >= 0 ? edge : (focusIndex + step + tools.length) % tools.length;
    setFocusIndex(next);
    ref.current?.querySelectorAll<HTMLButtonElement>("button")[next]?.focus();
  }

  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label="Format teks"
      tabIndex={-1}
      onKeyDown={onKeyDown}
      // Sticky: the buttons stay in view while a long text scrolls (inside a dialog or the page,
      // under the header: --sticky-top).
      className="sticky top-[var(--sticky-top,0px)] z-10 flex flex-wrap gap-1 rounded-t-md border-b border-stone-300 bg-gading p-1.5"
    >
      {tools.map((tool, index) => (
        <button
          key={tool.key}
          type="button"
          title={tool.label}
          tabIndex={index === focusIndex ? 0 : -1}
          aria-pressed={tool.pressed === undefined ? undefined : Boolean(tool.pressed)}
          disabled={disabled || tool.enabled === false}
          onFocus={() => setFocusIndex(index)}
          onMouseDown={(e) => e.preventDefault()}
          onClick={tool.run}
          className="inline-flex size-10 items-center justify-center rounded text-sm font-semibold text-stone-800 hover:bg-stone-200 focus-visible:outline-3 focus-visible:outline-emas disabled:opacity-35 aria-pressed:bg-bata aria-pressed:text-white"
        >
          <span aria-hidden="true">{tool.glyph}</span>
          <span className="sr-only">{tool.label}</span>
        </button>
      ))}
    </div>
  );
}
