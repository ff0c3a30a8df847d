import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { cleanPastedHtml, normaliseLinkAddress } from "./paste-cleaning.ts";
import { ui } from "./styles.ts";

type RichTextEditorProps = {
  labelId: string;
  hintId?: string;
  initialHtml: string;
  onChange: (html: string) => void;
  size: "normal" | "large";
  disabled?: boolean;
};

const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: "https",
      protocols: ["mailto"],
      HTMLAttributes: { target: null, rel: null, class: null },
    },
  }),
];

type ToolState = Record<string, boolean>;

function readToolState(editor: Editor): ToolState {
  return {
    h2: editor.isActive("heading", { level: 2 }),
    h3: editor.isActive("heading", { level: 3 }),
    bold: editor.isActive("bold"),
    italic: editor.isActive("italic"),
    bulletList: editor.isActive("bulletList"),
    orderedList: editor.isActive("orderedList"),
    blockquote: editor.isActive("blockquote"),
    link: editor.isActive("link"),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

/** Tiptap with an accessible toolbar (one tab stop, arrow keys move between buttons). */
export default function RichTextEditor({
  labelId,
  hintId,
  initialHtml,
  onChange,
  size,
  disabled,
}: RichTextEditorProps) {
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const editor = useEditor({
    extensions,
    content: initialHtml,
    editable: !disabled,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(hintId ? { "aria-describedby": hintId } : {}),
        class: `${size === "large" ? "min-h-96" : "min-h-48"} px-4 py-3 focus:outline-none`,
      },
      transformPastedHTML: cleanPastedHtml,
    },
    onUpdate: ({ editor }) => onChangeRef.current(editor.isEmpty ? "" : editor.getHTML()),
  });
  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);
  const state = useEditorState({ editor, selector: ({ editor }) => readToolState(editor) });
  const [linkOpen, setLinkOpen] = useState(false);

  return (
    <div className="overflow-hidden rounded-md border border-stone-400 bg-white focus-within:border-bata focus-within:outline-3 focus-within:outline-emas/60">
      <Toolbar editor={editor} state={state} onLink={() => setLinkOpen(true)} disabled={disabled} />
      {linkOpen ? (
        <LinkForm
          initial={(editor.getAttributes("link").href as string | undefined) ?? ""}
          onCancel={() => {
            setLinkOpen(false);
            editor.commands.focus();
          }}
          onApply={(href) => {
            setLinkOpen(false);
            editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
          }}
        />
      ) : null}
      <EditorContent
        editor={editor}
        className="rich-text text-base leading-relaxed text-stone-900 [&_a]:text-nila [&_a]:underline [&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-emas [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:font-serif [&_h2]:text-2xl [&_h2]:text-bata [&_h3]:mt-3 [&_h3]:mb-1.5 [&_h3]:font-serif [&_h3]:text-xl [&_h3]:text-bata-tua [&_li]:my-1 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6"
      />
    </div>
  );
}

type ToolbarProps = {
  editor: Editor;
  state: ToolState | null;
  onLink: () => void;
  disabled?: boolean;
};

function Toolbar({ editor, state, onLink, disabled }: ToolbarProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const chain = () => editor.chain().focus();

  const tools: Array<{
    key: string;
    label: string;
    glyph: ReactNode;
    run: () => void;
    pressed?: boolean;
    enabled?: boolean;
  }> = [
    {
      key: "h2",
      label: "Judul",
      glyph: "H2",
      run: () => chain().toggleHeading({ level: 2 }).run(),
      pressed: state?.h2,
    },
    {
      key: "h3",
      label: "Subjudul",
      glyph: "H3",
      run: () => chain().toggleHeading({ level: 3 }).run(),
      pressed: state?.h3,
    },
    {
      key: "bold",
      label: "Tebal",
      glyph: <b>B</b>,
      run: () => chain().toggleBold().run(),
      pressed: state?.bold,
    },
    {
      key: "italic",
      label: "Miring",
      glyph: <i className="font-serif">I</i>,
      run: () => chain().toggleItalic().run(),
      pressed: state?.italic,
    },
    {
      key: "bulletList",
      label: "Daftar berpoin",
      glyph: <ListGlyph ordered={false} />,
      run: () => chain().toggleBulletList().run(),
      pressed: state?.bulletList,
    },
    {
      key: "orderedList",
      label: "Daftar bernomor",
      glyph: <ListGlyph ordered />,
      run: () => chain().toggleOrderedList().run(),
      pressed: state?.orderedList,
    },
    {
      key: "blockquote",
      label: "Kutipan",
      glyph: <span className="font-serif text-xl leading-none">“</span>,
      run: () => chain().toggleBlockquote().run(),
      pressed: state?.blockquote,
    },
    { key: "link", label: "Tautan", glyph: <LinkGlyph />, run: onLink, pressed: state?.link },
    {
      key: "unlink",
      label: "Hapus tautan",
      glyph: <LinkGlyph broken />,
      run: () => chain().extendMarkRange("link").unsetLink().run(),
      enabled: state?.link,
    },
    {
      key: "undo",
      label: "Urungkan",
      glyph: <span aria-hidden="true">↶</span>,
      run: () => chain().undo().run(),
      enabled: state?.canUndo,
    },
    {
      key: "redo",
      label: "Ulangi",
      glyph: <span aria-hidden="true">↷</span>,
      run: () => chain().redo().run(),
      enabled: state?.canRedo,
    },
  ];

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
      className="flex flex-wrap gap-1 border-b border-stone-300 bg-gading/70 p-1.5"
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

function LinkForm({
  initial,
  onApply,
  onCancel,
}: {
  initial: string;
  onApply: (href: string) => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState("");
  function apply() {
    const href = normaliseLinkAddress(value);
    if (!href) {
      setError("Alamat tautan harus diawali https://, http:// atau mailto:");
      return;
    }
    onApply(href);
  }
  return (
    <div className="flex flex-wrap items-end gap-2 border-b border-stone-300 bg-stone-50 p-2">
      <label className="min-w-48 flex-1 text-sm font-semibold text-stone-800">
        Alamat tautan
        <input
          // biome-ignore lint/a11y/noAutofocus: the field was opened by the Tautan button just now
          autoFocus
          type="url"
          value={value}
          placeholder="https://"
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={(e) => {
            // Enter must not submit the form around the editor.
            if (e.key === "Enter") {
              e.preventDefault();
              apply();
            }
            if (e.key === "Escape") {
              e.preventDefault();
              e.stopPropagation();
              onCancel();
            }
          }}
          aria-invalid={error ? true : undefined}
          className={`${ui.input} mt-1 font-normal`}
        />
      </label>
      <button type="button" className={`${ui.smallButton} ${ui.editButton}`} onClick={apply}>
        Pasang
      </button>
      <button type="button" className={`${ui.smallButton} border-stone-400`} onClick={onCancel}>
        Batal
      </button>
      {error ? (
        <p role="alert" className={`${ui.fieldError} w-full`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function ListGlyph({ ordered }: { ordered: boolean }) {
  return (
    <svg
      viewBox="0 0 20 20"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
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
    </svg>
  );
}

function LinkGlyph({ broken = false }: { broken?: boolean }) {
  return (
    <svg
      viewBox="0 0 20 20"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d="M8.5 11.5a3 3 0 0 0 4.2 0l2.8-2.8a3 3 0 0 0-4.2-4.2l-.9.9" />
      <path d="M11.5 8.5a3 3 0 0 0-4.2 0l-2.8 2.8a3 3 0 0 0 4.2 4.2l.9-.9" />
      {broken ? <path d="M3 3l14 14" /> : null}
    </svg>
  );
}
