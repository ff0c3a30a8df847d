import type { GaleriItem } from "@common/api-types.ts";
import { type ContentKind, GALLERY_MAX, uploadLimitsOf } from "@common/content/kind.ts";
import { CONFIRMATIONS, POPUPS, UI_TEXTS } from "@common/messages.ts";
import { useEffect, useId, useRef, useState } from "react";
import { confirmDelete, showError } from "~/backoffice/ui/alerts.ts";
import { serverReason } from "~/backoffice/ui/failures.ts";
import { LoadFailed } from "~/backoffice/ui/load-failed.tsx";
import { ProcessingBadge } from "~/backoffice/ui/processing-badge.tsx";
import { ui } from "~/backoffice/ui/styles.ts";
import { Thumbnail } from "~/backoffice/ui/thumbnail.tsx";
import { useBackofficeForm } from "~/backoffice/ui/use-backoffice-form.ts";
import { ApiRequestError, isSessionEnded } from "~/lib/api-client.ts";
import { checkImageFile, IMAGE_ACCEPT } from "~/lib/image-file.ts";
import { addGaleri, deleteGaleri, getGaleri } from "./galeri-api.ts";
import { PendingList, type PendingPicture } from "./galeri-pending.tsx";

/** The server keeps at most this many pictures per item. */
const GALERI_MAX = GALLERY_MAX;

type GalleryItem = { id: number; slug: string; judul: string };

let nextKey = 0;

const UPLOAD_FAILED = "Foto gagal diunggah. Coba lagi.";

/** Why one upload failed, in the server's words when it gave any. */
function uploadError(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 0) return UI_TEXTS.networkFailed;
    if (error.message) return error.message;
  }
  return UPLOAD_FAILED;
}

const nameOf = (item: GaleriItem, index: number) => item.keterangan.trim() || `foto ${index + 1}`;

const added = (count: number) => `${count} foto ditambahkan ke galeri.`;

/** An upload round in which the server refused some pictures (each keeps its reason beside it). */
class SomeRefused extends Error {
  readonly added: number;
  readonly refused: number;
  constructor(added: number, refused: number) {
    super("Sebagian foto galeri ditolak");
    this.added = added;
    this.refused = refused;
  }
}

function refusalSummary(error: unknown): string {
  if (!(error instanceof SomeRefused)) return UPLOAD_FAILED;
  const refused = `${error.refused} foto ditolak; alasannya tertulis di samping foto.`;
  return error.added ? `${added(error.added)} ${refused}` : refused;
}

type Chosen = { pending: PendingPicture[] };

const NOTHING_PENDING: Chosen = { pending: [] };

/**
 * The gallery of a saved documentation item: its pictures (each removed after a question naming
 * it), and pictures chosen several at once, captioned, then uploaded one by one with a progress
 * bar each. A refused picture keeps its reason beside it; the others go on. Saved at once: the
 * item's Simpan button is not needed for the gallery. The chosen pictures are a form of their own
 * (useBackofficeForm) inside the item's dialog, which will not close while they go up nor drop
 * them unasked.
 */
export function GaleriManager({ kind, item }: { kind: ContentKind; item: GalleryItem }) {
  const headingId = useId();
  const inputId = useId();
  const [stored, setStored] = useState<GaleriItem[] | null>(null);
  // A failed load shows the failure and a retry (never "empty"); `attempt` loads again.
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [notice, setNotice] = useState("");
  const form = useBackofficeForm<Chosen, number>({
    initial: NOTHING_PENDING,
    send: ({ pending }) => uploadAll(pending),
    // Pictures the browser refused stay listed with their reason; the others are in the gallery.
    savedValues: (): Chosen => ({ pending: latest.current.filter((p) => p.blocked) }),
    failure: { inline: refusalSummary },
    afterSave: (count) => setNotice(added(count)),
    keepsDraft: false,
    staysOpen: true,
  });
  const { pending } = form.values;
  const setPending = form.set("pending");
  const uploading = form.busy;
  const latest = useRef<PendingPicture[]>(pending);
  latest.current = pending;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` asks for a new load
  useEffect(() => {
    let alive = true;
    setFailed(false);
    getGaleri(kind, item.slug).then(
      (galeri) => alive && setStored(galeri),
      (error) => {
        if (!alive || isSessionEnded(error)) return;
        console.error(POPUPS.galeri.loadFailed.text, error);
        setFailed(true);
        void showError(POPUPS.galeri.loadFailed);
      },
    );
    return () => {
      alive = false;
    };
  }, [kind, item.slug, attempt]);

  // Object URLs of previews live until their picture leaves the list or the form closes.
  useEffect(
    () => () => {
      for (const p of latest.current) URL.revokeObjectURL(p.preview);
    },
    [],
  );

  const update = (key: string, change: Partial<PendingPicture>) =>
    setPending((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));

  async function choose(files: FileList | null) {
    if (!files?.length) return;
    const chosen = await Promise.all(
      [...files].map(async (file) => {
        const problem = await checkImageFile(file, uploadLimitsOf(kind).maxBytes);
        return {
          key: `g${++nextKey}`,
          file,
          preview: URL.createObjectURL(file),
          keterangan: "",
          keterangan_en: "",
          progress: null,
          error: problem ?? "",
          blocked: Boolean(problem),
        } satisfies PendingPicture;
      }),
    );
    setPending((list) => [...list, ...chosen]);
    setNotice("");
  }

  function removePending(key: string) {
    const gone = latest.current.find((p) => p.key === key);
    if (gone) URL.revokeObjectURL(gone.preview);
    setPending((list) => list.filter((p) => p.key !== key));
  }

  /** Uploads the pictures one by one; resolves with how many went in, or throws SomeRefused. */
  async function uploadAll(chosen: PendingPicture[]): Promise<number> {
    setNotice("");
    let count = 0;
    let refused = 0;
    for (const { key } of chosen.filter((p) => !p.blocked)) {
      const picture = latest.current.find((p) => p.key === key);
      if (!picture) continue; // removed meanwhile
      update(key, { progress: 0, error: "" });
      try {
        const caption = { keterangan: picture.keterangan, keterangan_en: picture.keterangan_en };
        const { data } = await addGaleri(kind, item.id, picture.file, caption, (fraction) =>
          update(key, { progress: fraction }),
        );
        count++;
        setStored((list) => [...(list ?? []), data]);
        removePending(key);
      } catch (error) {
        if (isSessionEnded(error)) throw error;
        refused++;
        console.error("Gagal mengunggah foto galeri:", error);
        update(key, { progress: null, error: uploadError(error) });
      }
    }
    if (refused) throw new SomeRefused(count, refused);
    return count;
  }

  async function remove(picture: GaleriItem, index: number) {
    const name = nameOf(picture, index);
    if (!(await confirmDelete(CONFIRMATIONS.deleteGaleri(name)))) return;
    setBusyId(picture.id);
    setNotice("");
    try {
      await deleteGaleri(kind, item.id, picture.id);
      setStored((list) => (list ?? []).filter((p) => p.id !== picture.id));
      setNotice(`Foto "${name}" dihapus dari galeri.`);
    } catch (error) {
      if (isSessionEnded(error)) return;
      console.error(POPUPS.galeri.deleteFailed.text, error);
      await showError(POPUPS.galeri.deleteFailed, serverReason(error));
    } finally {
      setBusyId(null);
    }
  }

  const count = stored?.length ?? 0;
  const full = count >= GALERI_MAX;
  const sendable = pending.filter((p) => !p.blocked).length;
  return (
    <section aria-labelledby={headingId} className="space-y-3 border-t border-stone-200 pt-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className={ui.label}>
          Galeri foto
        </h3>
        <p className="text-sm font-semibold text-stone-700">
          {stored ? `${count}/${GALERI_MAX} foto` : failed ? "" : UI_TEXTS.loadingData}
        </p>
      </div>
      <p className={ui.hint}>
        Foto galeri langsung tersimpan saat diunggah, tanpa menekan Simpan. Tulis keterangan sebelum
        mengunggah.
      </p>
      {stored && stored.length > 0 ? (
        <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2" aria-label="Foto di galeri">
          {stored.map((picture, index) => (
            <li
              key={picture.id}
              className="flex gap-3 rounded-lg border border-stone-200 bg-white p-2"
            >
              <div className="flex shrink-0 flex-col items-start">
                <Thumbnail path={picture.gambar} alt={nameOf(picture, index)} />
                <ProcessingBadge siap={picture.siap} gagal={picture.gagal} />
              </div>
              <div className="flex min-w-0 flex-1 flex-col justify-between gap-2">
                <p className="break-words text-sm text-stone-800">
                  {picture.keterangan || <span className="text-stone-600">Tanpa keterangan</span>}
                </p>
                {picture.keterangan_en ? (
                  <p className="break-words text-sm text-stone-600">
                    <span className="font-semibold">English:</span>{" "}
                    <span lang="en">{picture.keterangan_en}</span>
                  </p>
                ) : null}
                <button
                  type="button"
                  onClick={() => void remove(picture, index)}
                  disabled={busyId === picture.id}
                  aria-label={`Hapus foto ${nameOf(picture, index)}`}
                  className={`${ui.smallButton} ${ui.deleteButton} self-start`}
                >
                  Hapus
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : stored ? (
        <p className="text-sm text-stone-600">Galeri masih kosong.</p>
      ) : failed ? (
        <LoadFailed onRetry={() => setAttempt((n) => n + 1)} />
      ) : null}
      {full ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          Galeri penuh ({GALERI_MAX} foto). Hapus foto lain untuk menambah yang baru.
        </p>
      ) : (
        <div className="space-y-1.5">
          <input
            id={inputId}
            type="file"
            multiple
            accept={IMAGE_ACCEPT}
            disabled={stored === null || uploading}
            onChange={(e) => {
              void choose(e.target.files);
              e.target.value = "";
            }}
            className="peer sr-only"
          />
          <label
            htmlFor={inputId}
            className={`${ui.secondaryButton} cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-emas peer-disabled:cursor-not-allowed peer-disabled:opacity-60`}
          >
            Pilih foto galeri
          </label>
          <p className={ui.hint}>
            Boleh beberapa foto sekaligus; masing-masing paling besar 10 MB.
          </p>
        </div>
      )}
      {pending.length > 0 ? (
        <>
          <PendingList
            items={pending}
            uploading={uploading}
            onCaption={(key, { keterangan, keterangan_en }) =>
              update(key, { keterangan, keterangan_en })
            }
            onRemove={removePending}
          />
          <button
            type="button"
            onClick={() => void form.submit()}
            disabled={uploading || sendable === 0}
            className={ui.primaryButton}
          >
            {uploading ? "Mengunggah..." : `Unggah ${sendable} foto`}
          </button>
        </>
      ) : null}
      <div role="status">
        {notice || form.formError ? (
          <p className="text-sm font-medium text-green-900">{form.formError || notice}</p>
        ) : null}
      </div>
    </section>
  );
}

/** The gallery part of a kind's form: managed once the item exists, explained before. */
export function GaleriSection({ kind, item }: { kind: ContentKind; item?: GalleryItem }) {
  if (item) return <GaleriManager kind={kind} item={item} />;
  return (
    <section className="space-y-1 border-t border-stone-200 pt-4">
      <h3 className={ui.label}>Galeri foto</h3>
      <p className={ui.hint}>
        Simpan dulu untuk menambah galeri: setelah {kind.words.singular} tersimpan, buka Edit untuk
        mengunggah foto-fotonya.
      </p>
    </section>
  );
}
