import type { Editor } from "@tiptap/react";
import type { ReactNode } from "react";
import { LinkGlyph, ListGlyph } from "./editor-glyphs.tsx";

/** Which formats are on at the cursor, and whether undo and redo can run. */
export type ToolState = Record<string, boolean>;

export function readToolState(editor: Editor): ToolState {
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

export type EditorTool = {
  key: string;
  label: string;
  glyph: ReactNode;
  run: () => void;
  /** On or off (a toggle button); undefined for plain actions. */
  pressed?: boolean;
  enabled?: boolean;
};

/** The toolbar's buttons, in order: headings, emphasis, lists, quote, links, undo and redo. */
export function editorTools(
  editor: Editor,
  state: ToolState | null,
  onLink: () => void,
): EditorTool[] {
  const chain = () => editor.chain().focus();
  return [
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
}
