import type { HeroSlide } from "@common/api-types.ts";
import { CONFIRMATIONS, MESSAGES, POPUPS } from "@common/messages.ts";
import { useState } from "react";
import { deleteHeroSlide, getHeroSlides, updateHeroSlide } from "~/backoffice/hero/hero-api.ts";
import { HeroFormDialog } from "~/backoffice/hero/hero-form-dialog.tsx";
import { HeroList } from "~/backoffice/hero/hero-list.tsx";
import {
  type Direction,
  MAX_HERO_SLIDES,
  slideName,
  targetPlace,
} from "~/backoffice/hero/hero-order.ts";
import { backofficeTitle } from "~/backoffice/shell/nav-items.ts";
import { AddButton } from "~/backoffice/ui/add-button.tsx";
import { showError } from "~/backoffice/ui/alerts.ts";
import { serverReason } from "~/backoffice/ui/failures.ts";
import { useDialogState } from "~/backoffice/ui/form-dialog.tsx";
import { PageHeader } from "~/backoffice/ui/page-header.tsx";
import { ui } from "~/backoffice/ui/styles.ts";
import { useLoaded } from "~/backoffice/ui/use-loaded.ts";
import { useRowActions } from "~/backoffice/ui/use-row-actions.ts";
import { isSessionEnded } from "~/lib/api-client.ts";

export const meta = () => backofficeTitle("Banner Beranda", "admin");

/** The home page's rotating banner: its pictures, their words and their order (admin only). */
export default function BannerBeranda() {
  const list = useLoaded(getHeroSlides, [] as HeroSlide[], (error) => {
    console.error("Gagal mengambil gambar banner:", error);
    void showError(POPUPS.hero.loadFailed);
  });
  const dialog = useDialogState<HeroSlide>();
  const rows = useRowActions();
  const [focus, setFocus] = useState<{ id: number; direction: Direction } | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const slides = list.data;
  const full = slides.length >= MAX_HERO_SLIDES;

  async function move(slide: HeroSlide, direction: Direction) {
    const place = targetPlace(slides, slide.id, direction);
    if (place === null) return;
    const outcome = await rows.during(slide.id, async () => {
      await updateHeroSlide(slide.id, { urutan: place });
      await list.reload();
    });
    if (outcome.ok) {
      setFocus({ id: slide.id, direction });
      setAnnouncement(`${slideName(slide, place)} sekarang di urutan ${place}.`);
    } else if (!isSessionEnded(outcome.error)) {
      console.error("Gagal mengubah urutan banner:", outcome.error);
      await showError(POPUPS.hero.moveFailed, serverReason(outcome.error));
    }
  }

  const remove = (slide: HeroSlide) =>
    rows.remove(slide.id, {
      confirm: CONFIRMATIONS.deleteHero(slideName(slide, slides.indexOf(slide) + 1)),
      send: () => deleteHeroSlide(slide.id),
      reload: list.reload,
      success: POPUPS.hero.deleted,
      failure: () => POPUPS.hero.deleteFailed,
      logAs: "Gagal menghapus gambar banner:",
    });

  return (
    <>
      <PageHeader
        title="Banner Beranda"
        description="Gambar besar yang bergantian di bagian atas halaman utama, sesuai urutan di bawah ini."
        action={full ? undefined : <AddButton label="Tambah Gambar" onClick={dialog.add} />}
      />
      <p className={`${ui.hint} mb-3`}>
        {slides.length} dari {MAX_HERO_SLIDES} gambar.
        {full ? ` ${MESSAGES.heroLimit}: hapus satu gambar sebelum menambah yang baru.` : ""}
      </p>
      <HeroList
        slides={slides}
        loading={list.loading}
        onRetry={list.retry}
        busyId={rows.busyId}
        focus={focus}
        onMove={(slide, direction) => void move(slide, direction)}
        onEdit={dialog.edit}
        onDelete={(slide) => void remove(slide)}
      />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <HeroFormDialog
        state={dialog.state}
        onClose={dialog.close}
        onSaved={() => {
          dialog.close();
          void list.reload();
        }}
      />
    </>
  );
}
