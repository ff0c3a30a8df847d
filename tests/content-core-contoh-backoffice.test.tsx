// The content core's back office: a kind with no screen of its own (the fixture "contoh", added to
// the site's list of kinds as docs/adding-a-kind.md says) has its place in each role's sidebar and
// route table, and gets its list screen and its form from its declaration.
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { kindFormData } from "../app/backoffice/content/kind-api.ts";
import { KindForm } from "../app/backoffice/content/kind-form.tsx";
import { KindScreen } from "../app/backoffice/content/kind-screen.tsx";
import { NAV_ITEMS } from "../app/backoffice/shell/nav-items.ts";
import { contohKind } from "./fixtures/contoh/contoh.kind.ts";
import { sitePages } from "./support/route-table.ts";

vi.mock(import("../common/content/kinds.ts"), async (shipped) =>
  (await import("./fixtures/contoh/with-contoh.ts")).withContoh(await shipped()),
);

describe("a kind declared once gets a back-office screen: contoh (test fixture)", () => {
  it("each role's sidebar lists it by its title, and its address opens the core's screen", async () => {
    for (const role of ["admin", "editor"] as const) {
      expect(NAV_ITEMS[role]).toContainEqual({
        to: `/${role}/contoh`,
        label: "Contoh Uji",
        icon: "informasi",
      });
      expect(await sitePages()).toContainEqual({
        path: `/${role}/contoh`,
        file: "routes/backoffice/kind-screen.tsx",
      });
    }
  });

  it("the screen says what the declaration says: its title, its add button, its table", () => {
    const html = renderToString(
      <MemoryRouter>
        <KindScreen kind={contohKind} />
      </MemoryRouter>,
    );
    expect(html).toContain("Contoh Uji");
    expect(html).toContain("Isi contoh yang hanya dibuat oleh pengujian.");
    expect(html).toContain("Tambah Contoh");
    expect(html).toContain("Daftar contoh uji");
    expect(html).toContain("Nama contoh");
  });

  it("the form asks for the declared fields, the picture and the English twins", () => {
    const item = {
      id: 7,
      slug: "gamelan-sekaten",
      judul: "Gamelan Sekaten",
      status: "draf" as const,
      gambar: "",
      deskripsi: "<p>Gamelan pusaka.</p>",
      tanggal: "",
      judul_en: "The Sekaten Gamelan",
    };
    const html = renderToString(
      <MemoryRouter>
        <KindForm kind={contohKind} item={item} />
      </MemoryRouter>,
    );
    expect(html).toContain("Nama contoh");
    expect(html).toContain('value="Gamelan Sekaten"');
    expect(html).toContain("Gambar");
    expect(html).toContain("English (opsional)");
    // No date field: contoh declares none.
    expect(html).not.toContain('type="date"');
  });

  it("a save sends exactly the declared fields, the caption, the status and the twins", () => {
    const form = kindFormData(contohKind, {
      judul: "Gamelan Sekaten",
      deskripsi: "<p>Isi</p>",
      keterangan_gambar: "Gamelan di Bangsal",
      status: "draf",
      judul_en: "The Sekaten Gamelan",
      asal_en: "",
      deskripsi_en: "",
      keterangan_gambar_en: "",
      gambar: null,
      bukan_kolom: "diabaikan",
    });
    expect([...form.keys()]).toEqual([
      "judul",
      "asal",
      "nomor",
      "deskripsi",
      "keterangan_gambar",
      "status",
      "judul_en",
      "asal_en",
      "deskripsi_en",
      "keterangan_gambar_en",
    ]);
  });
});
