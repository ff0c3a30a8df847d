import { InputField } from "./fields.tsx";
import { ImageField } from "./image-field.tsx";
import { RichTextField } from "./rich-text-field.tsx";

type Props = {
  /** The item being edited: its stored text and picture. */
  stored?: { deskripsi: string; gambar: string };
  onDeskripsiChange: (html: string) => void;
  /** The form's current text: a restored draft shows in the editor. */
  deskripsi?: string;
  gambar: { value: File | null; onChange: (file: File | null) => void; error?: string };
  busy: boolean;
  progress: number | null;
  imageHint?: string;
  /** The largest picture its kind takes (10 MB unless given). */
  maxBytes?: number;
  /** The picture's words (alt text and caption), asked for under the picture. */
  keterangan?: { value: string; onChange: (value: string) => void; error?: string };
};

/** The body of a content item (informasi, dokumentasi): its rich-text Deskripsi and its Gambar. */
export function DeskripsiGambarFields(props: Props) {
  const { stored, busy } = props;
  return (
    <>
      <RichTextField
        label="Deskripsi"
        initialHtml={stored?.deskripsi ?? ""}
        value={props.deskripsi}
        disabled={busy}
        onChange={props.onDeskripsiChange}
      />
      <ImageField
        label="Gambar"
        currentPath={stored?.gambar}
        {...props.gambar}
        progress={props.progress}
        hint={props.imageHint}
        maxBytes={props.maxBytes}
      />
      {props.keterangan ? (
        <InputField
          label="Keterangan foto"
          {...props.keterangan}
          maxLength={300}
          hint="Satu kalimat pendek tentang isi foto, misalnya “Gerbang Siti Inggil di pagi hari”. Dibacakan untuk pengunjung tunanetra dan tampil sebagai keterangan foto."
        />
      ) : null}
    </>
  );
}
