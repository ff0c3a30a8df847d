import { describe, expect, it } from "vitest";
import type { Reservasi } from "../../common/api-types.ts";
import { confirmationMail, staffMail, visitDay } from "./reservasi-mails.ts";

const request: Reservasi = {
  id: 7,
  nama: "Bu Ratna",
  instansi: "SD Negeri 1 Cirebon",
  tanggal: "2026-12-05",
  jumlah: 45,
  telepon: "+6281234567890",
  email: "ratna@sekolah.example",
  catatan: "Dua guru pendamping\nSatu murid berkursi roda",
  status: "baru",
  created_at: "2026-11-26T03:00:00.000Z",
};
const site = {
  siteName: "Keraton Kasepuhan Cirebon",
  publicUrl: "https://keraton.example",
  contactEmail: "humas@keraton.example",
  contactPhone: "0231 123456",
};

describe("the mails of a group visit request", () => {
  it("tell staff the institution, date and size in the subject, and every field in the body", () => {
    const mail = staffMail(
      request,
      { name: "Sari", email: "sari@keraton.example", role: "editor" },
      site,
    );
    expect(mail.perihal).toBe(
      "Permintaan kunjungan: SD Negeri 1 Cirebon, Sabtu, 05 Desember 2026, 45 orang".replace(
        " 05",
        " 5",
      ),
    );
    expect(mail.balas_ke).toBe("ratna@sekolah.example");
    for (const text of [
      "Bu Ratna",
      "+6281234567890",
      "Satu murid berkursi roda",
      "26 Nov 2026, 10.00 WIB",
    ]) {
      expect(mail.teks).toContain(text);
    }
    expect(mail.teks).toContain("https://keraton.example/editor/reservasi");
    expect(mail.html).toContain('href="https://keraton.example/editor/reservasi"');
    expect(mail.html).toContain("Dua guru pendamping<br>Satu murid berkursi roda");
  });

  it("escape what a visitor typed in the HTML part", () => {
    const mail = staffMail(
      { ...request, nama: '<img src=x onerror="alert(1)">' },
      { name: "Sari", email: "sari@keraton.example", role: "admin" },
      site,
    );
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });

  it("confirm to the requester in English when the English form was used", () => {
    const mail = confirmationMail(request, "en", site);
    expect(mail.kepada).toBe("ratna@sekolah.example");
    expect(mail.perihal).toBe("We have received your visit request — Keraton Kasepuhan Cirebon");
    expect(mail.balas_ke).toBe("humas@keraton.example");
    expect(mail.teks).toContain("Date of visit: Saturday, 5 December 2026");
    expect(mail.teks).toContain("Number of visitors: 45 people");
    expect(mail.teks).toContain("not yet a confirmed booking");
    expect(mail.teks).toContain("contact us at 0231 123456 or at humas@keraton.example");
    expect(mail.html).toContain('<html lang="en">');
  });

  it("confirm in Indonesian from the Indonesian form", () => {
    const mail = confirmationMail(request, "id", site);
    expect(mail.perihal).toBe(
      "Permintaan kunjungan Anda sudah kami terima — Keraton Kasepuhan Cirebon",
    );
    expect(mail.teks).toContain(`Tanggal kunjungan: ${visitDay("2026-12-05", "id")}`);
    expect(mail.teks).toContain("belum merupakan konfirmasi jadwal");
  });
});
