// The content core's back office: a kind with no screen of its own (the fixture "koleksi") gets
// its list screen and its form from its declaration — the words, the columns, the fields.
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { kindFormData } from "../app/backoffice/content/kind-api.ts";
import { KindForm } from "../app/backoffice/content/kind-form.tsx";
import { KindScreen } from "../app/backoffice/content/kind-screen.tsx";
import { koleksiKind } from "./fixtures/koleksi/koleksi.kind.ts";

describe("a kind declared once gets a back-office screen: koleksi (test fixture)", () => {
  it("the screen says what the declaration says: its title, its add button, its table", () => {
    const html = renderToString(
      <MemoryRouter>
        <KindScreen kind={koleksiKind} />
      </MemoryRouter>,
    );
    expect(html).toContain("Koleksi Museum");
    expect(html).toContain("Benda-benda pusaka yang dipamerkan di museum keraton.");
    expect(html).toContain("Tambah Koleksi");
    expect(html).toContain("Daftar koleksi museum");
    expect(html).toContain("Nama benda");
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
        <KindForm kind={koleksiKind} item={item} />
      </MemoryRouter>,
    );
    expect(html).toContain("Nama benda");
    expect(html).toContain('value="Gamelan Sekaten"');
    expect(html).toContain("Gambar");
    expect(html).toContain("English (opsional)");
    // No date field: koleksi declares none.
    expect(html).not.toContain('type="date"');
  });

  it("a save sends exactly the declared fields, the caption, the status and the twins", () => {
    const form = kindFormData(koleksiKind, {
      judul: "Gamelan Sekaten",
      deskripsi: "<p>Isi</p>",
      keterangan_gambar: "Gamelan di Bangsal",
      status: "draf",
      judul_en: "The Sekaten Gamelan",
      deskripsi_en: "",
      keterangan_gambar_en: "",
      gambar: null,
      bukan_kolom: "diabaikan",
    });
    expect([...form.keys()]).toEqual([
      "judul",
      "deskripsi",
      "keterangan_gambar",
      "status",
      "judul_en",
      "deskripsi_en",
      "keterangan_gambar_en",
    ]);
  });
});
