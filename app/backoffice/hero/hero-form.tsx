import type { HeroSlide, Versioned } from "@common/api-types.ts";
import { ENGLISH_PART_TEXTS, MESSAGES, POPUPS } from "@common/messages.ts";
import { EnglishPart } from "~/backoffice/ui/english-part.tsx";
import { InputField } from "~/backoffice/ui/fields.tsx";
import { ImageField } from "~/backoffice/ui/image-field.tsx";
import { ModalForm } from "~/backoffice/ui/modal-form.tsx";
import { ui } from "~/backoffice/ui/styles.ts";
import { useBackofficeForm } from "~/backoffice/ui/use-backoffice-form.ts";
import { createHeroSlide, getHeroSlides, updateHeroSlide } from "./hero-api.ts";

const heroValues = (slide?: HeroSlide) => ({
  keterangan: slide?.keterangan ?? "",
  gambar: null as File | null,
  keterangan_en: slide?.keterangan_en ?? "",
});

/** Adds a banner picture, or changes one's words or picture (an empty picture keeps the old one). */
export function HeroForm({ slide }: { slide?: HeroSlide & Versioned }) {
  const form = useBackofficeForm({
    initial: heroValues(slide),
    check: (values) =>
      !slide && !values.gambar ? { gambar: MESSAGES.heroImageRequired } : undefined,
    send: (values, onUploadProgress, versi) =>
      slide
        ? updateHeroSlide(slide.id, values, onUploadProgress, versi)
        : createHeroSlide(values, onUploadProgress),
    success: slide ? POPUPS.hero.updated : POPUPS.hero.created,
    failure: POPUPS.hero.saveFailed,
    logAs: "Gagal menyimpan gambar banner:",
    desk: {
      jenis: "hero",
      id: slide?.id ?? null,
      versi: slide?.versi,
      latest: async () => {
        const now = (await getHeroSlides()).find((s) => s.id === slide?.id);
        if (!now) throw new Error("Gambar banner sudah dihapus");
        return { values: heroValues(now), versi: now.versi };
      },
      labels: { keterangan: "Keterangan", keterangan_en: ENGLISH_PART_TEXTS.labels.hero },
    },
  });
  const { field, values } = form;

  return (
    <ModalForm form={form}>
      <ImageField
        label="Gambar"
        currentPath={slide?.gambar}
        {...field("gambar")}
        progress={form.progress}
        hint={
          slide
            ? "Kosongkan jika tidak ingin mengganti gambar."
            : "Gambar lebar (mendatar) paling cocok, misalnya 1600 × 900 piksel."
        }
      />
      <InputField
        label="Keterangan"
        {...field("keterangan")}
        autoFocus={Boolean(slide)}
        maxLength={300}
        hint="Satu kalimat tentang isi gambar, misalnya “Siti Inggil di pagi hari”. Dibacakan untuk pengunjung tunanetra."
      />
      {values.keterangan.trim() === "" ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          Sebaiknya isi keterangan: tanpa keterangan, pembaca layar hanya menyebut nama keraton
          untuk gambar ini.
        </p>
      ) : null}
      <EnglishPart
        form={form}
        fields={[
          {
            key: "keterangan_en",
            label: ENGLISH_PART_TEXTS.labels.hero,
            kind: "line",
            maxLength: 300,
          },
        ]}
      />
      <p className={ui.hint}>Banner memuat paling banyak 10 gambar, bergantian setiap 3 detik.</p>
    </ModalForm>
  );
}
