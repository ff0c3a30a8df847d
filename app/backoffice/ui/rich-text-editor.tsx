import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useRef, useState } from "react";
import { readToolState } from "./editor-tools.tsx";
import { LinkForm } from "./link-form.tsx";
import { cleanPastedHtml } from "./paste-cleaning.ts";
import { RichTextToolbar } from "./rich-text-toolbar.tsx";

type RichTextEditorProps = {
  labelId: string;
  hintId?: string;
  initialHtml: string;
  onChange: (html: string) => void;
  value?: string;
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

/** Tiptap with an accessible toolbar (one tab stop, arrow keys move between buttons). */
export default function RichTextEditor({
  labelId,
  hintId,
  initialHtml,
  onChange,
  value,
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
  // A value set from outside (a draft restored) replaces the text. Typing reports the text it
  // shows, so then nothing changes; before the editor exists its content cannot be read yet.
  useEffect(() => {
    if (value === undefined) return;
    const show = () => {
      if (editor.isDestroyed) return;
      const shown = editor.isEmpty ? "" : editor.getHTML();
      if (value !== shown) editor.commands.setContent(value, { emitUpdate: false });
    };
    if (editor.isInitialized) return show();
    editor.once("create", show);
    return () => {
      editor.off("create", show);
    };
  }, [editor, value]);
  const state = useEditorState({ editor, selector: ({ editor }) => readToolState(editor) });
  const [linkOpen, setLinkOpen] = useState(false);

  return (
    <div className="rounded-md border border-stone-400 bg-white focus-within:border-bata focus-within:outline-3 focus-within:outline-emas/60">
      <RichTextToolbar
        editor={editor}
        state={state}
        onLink={() => setLinkOpen(true)}
        disabled={disabled}
      />
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
