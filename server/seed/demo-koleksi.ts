// Demo objects of the Museum Pusaka Keraton Kasepuhan. Only what press and guide accounts say
// (docs/decisions/180-demo-koleksi.md names them); where they differ, the palace's account is
// given as the palace's. The pictures are drawn illustrations, not photographs of the objects.
import type { Kategori, Lisensi } from "../../common/koleksi/koleksi-terms.ts";
import type { SeedImageSpec } from "./demo-texts.ts";

export type SeedKoleksi = {
  judul: string;
  judul_en: string;
  nomor_inventaris: string;
  kategori: Kategori;
  lisensi: Lisensi;
  periode: string;
  periode_en: string;
  bahan: string;
  bahan_en: string;
  asal: string;
  asal_en: string;
  ukuran: string;
  lokasi: string;
  deskripsi: string;
  deskripsi_en: string;
  image: SeedImageSpec;
  /** Drawn as a master for deep zoom (6000×4000) instead of the usual 1200×800. */
  large?: true;
  /** More views of the object, in this order. */
  views?: Array<{ keterangan: string; keterangan_en: string; image: SeedImageSpec }>;
};

const MUSEUM = "Museum Pusaka Keraton Kasepuhan";
const NONE = { bahan: "", bahan_en: "", asal: "", asal_en: "", ukuran: "" };

export const seedKoleksi: SeedKoleksi[] = [
  {
    judul: "Kereta Singa Barong",
    judul_en: "The Singa Barong Carriage",
    nomor_inventaris: "MPK-KRT-001",
    kategori: "kereta",
    lisensi: "inc",
    periode: "1549 (menurut keterangan keraton; sumber lain menyebut 1649)",
    periode_en: "1549 (according to the palace; another account gives 1649)",
    ...NONE,
    bahan: "Kayu, dicat",
    bahan_en: "Painted wood",
    lokasi: MUSEUM,
    deskripsi:
      "<p>Kereta kebesaran para Sultan Cirebon. Menurut keterangan keraton, kereta ini dibuat pada tahun 1549 dengan Panembahan Losari sebagai perancangnya; sumber lain menyebut tahun 1649.</p><p>Wujudnya memadukan belalai gajah yang memegang trisula, kepala naga, sayap, dan badan serupa singa, yang disebut melambangkan beberapa budaya. Sayapnya bergerak ketika rodanya berputar. Dahulu kereta ini ditarik empat ekor kerbau bule. Kini kereta disimpan di museum dan dimandikan setiap 1 Syawal.</p>",
    deskripsi_en:
      "<p>The carriage of the Sultans of Cirebon. According to the palace it was made in 1549, with Panembahan Losari as its designer; another account gives 1649.</p><p>Its figure joins an elephant's trunk holding a trident, a dragon's head, wings and a lion-like body, said to stand for several cultures. The wings move as the wheels turn. It was once drawn by four albino buffaloes (kebo bule). It is now kept in the museum and washed each 1 Syawal.</p>",
    image: { motif: "kereta", palette: "emas" },
    large: true,
    views: [
      {
        keterangan: "Tampak samping",
        keterangan_en: "Side view",
        image: { motif: "kereta", palette: "merah" },
      },
      {
        keterangan: "Ragam hias",
        keterangan_en: "Ornament",
        image: { motif: "batik", palette: "emas" },
      },
    ],
  },
  {
    judul: "Gamelan Degung dari Banten",
    judul_en: "The Degung Gamelan from Banten",
    nomor_inventaris: "MPK-GML-001",
    kategori: "gamelan",
    lisensi: "inc",
    periode: "",
    periode_en: "",
    ...NONE,
    bahan: "Perunggu",
    bahan_en: "Bronze",
    asal: "Banten",
    asal_en: "Banten",
    lokasi: MUSEUM,
    deskripsi:
      "<p>Gamelan perunggu dari Banten. Menurut tradisi, gamelan ini hadiah Ki Gede Kawungcaang ketika putrinya menikah dengan Sunan Gunung Jati. Kini gamelan ini tidak lagi dimainkan.</p>",
    deskripsi_en:
      "<p>A bronze gamelan from Banten. By tradition it was a gift of Ki Gede Kawungcaang when his daughter married Sunan Gunung Jati. It is no longer played.</p>",
    image: { motif: "batik", palette: "hijau" },
  },
  {
    judul: "Gamelan Sekaten",
    judul_en: "The Sekaten Gamelan",
    nomor_inventaris: "MPK-GML-002",
    kategori: "gamelan",
    lisensi: "inc",
    periode: "",
    periode_en: "",
    ...NONE,
    asal: "Demak (menurut tradisi)",
    asal_en: "Demak (by tradition)",
    lokasi: MUSEUM,
    deskripsi:
      "<p>Menurut tradisi, gamelan ini berasal dari Demak. Gamelan Sekaten masih dibunyikan dua kali setahun, pada Idulfitri dan Iduladha, ketika Sultan kembali dari salat Id di Masjid Agung. Namanya dirunut dari kata <em>syahadatain</em>.</p>",
    deskripsi_en:
      "<p>By tradition this gamelan came from Demak. It is still sounded twice a year, at Idulfitri and Iduladha, when the Sultan returns from the Ied prayer at the Masjid Agung. Its name is traced to the word <em>syahadatain</em>.</p>",
    image: { motif: "pendopo", palette: "emas" },
  },
  {
    judul: "Gamelan Si Ketuyung",
    judul_en: "The Si Ketuyung Gamelan",
    nomor_inventaris: "MPK-GML-003",
    kategori: "gamelan",
    lisensi: "inc",
    periode: "1748",
    periode_en: "1748",
    ...NONE,
    lokasi: MUSEUM,
    deskripsi:
      "<p>Gamelan berlaras slendro beserta wayang purwanya (disebut juga Sike Tuyung), dari tahun 1748, milik Sultan Sepuh IV.</p>",
    deskripsi_en:
      "<p>A slendro gamelan with its wayang purwa puppets (also called Sike Tuyung), from 1748, of Sultan Sepuh IV.</p>",
    image: { motif: "wayang", palette: "merah" },
  },
  {
    judul: "Baju Zirah Portugis",
    judul_en: "Portuguese Armour",
    nomor_inventaris: "MPK-SNJ-001",
    kategori: "senjata",
    lisensi: "inc",
    periode: "1527",
    periode_en: "1527",
    ...NONE,
    bahan: "Logam",
    bahan_en: "Metal",
    ukuran: "Berat sekitar 4–5 kg",
    lokasi: MUSEUM,
    deskripsi:
      "<p>Baju zirah logam yang menurut keterangan keraton dirampas dari orang Portugis pada tahun 1527. Beratnya sekitar 4–5 kg.</p>",
    deskripsi_en:
      "<p>Metal armour which, according to the palace, was taken from the Portuguese in 1527. It weighs about 4–5 kg.</p>",
    image: { motif: "mega-mendung", palette: "biru" },
  },
  {
    judul: "Meriam Manggala",
    judul_en: "The Manggala Cannon",
    nomor_inventaris: "MPK-SNJ-002",
    kategori: "senjata",
    lisensi: "inc",
    periode: "",
    periode_en: "",
    ...NONE,
    lokasi: MUSEUM,
    deskripsi: "<p>Meriam berkepala naga yang digunakan para prajurit keraton.</p>",
    deskripsi_en: "<p>A cannon with a dragon's head, used by the palace's soldiers.</p>",
    image: { motif: "gapura", palette: "merah" },
  },
  {
    judul: "Trisula Sultan Sepuh V Pangeran Matangaji",
    judul_en: "The Trident of Sultan Sepuh V Pangeran Matangaji",
    nomor_inventaris: "MPK-SNJ-003",
    kategori: "senjata",
    lisensi: "inc",
    periode: "1776",
    periode_en: "1776",
    ...NONE,
    lokasi: MUSEUM,
    deskripsi: "<p>Trisula milik Sultan Sepuh V Pangeran Matangaji, dari tahun 1776.</p>",
    deskripsi_en: "<p>The trident of Sultan Sepuh V Pangeran Matangaji, from 1776.</p>",
    image: { motif: "mega-mendung", palette: "emas" },
  },
  {
    judul: "Meja dan Kursi Gaya Eropa",
    judul_en: "European-Style Table and Chairs",
    nomor_inventaris: "MPK-PRB-001",
    kategori: "perabot",
    lisensi: "inc",
    periode: "1845",
    periode_en: "1845",
    ...NONE,
    lokasi: MUSEUM,
    deskripsi: "<p>Seperangkat meja dan kursi bergaya Eropa dari tahun 1845.</p>",
    deskripsi_en: "<p>A European-style table and chairs from 1845.</p>",
    image: { motif: "pendopo", palette: "biru" },
  },
];
