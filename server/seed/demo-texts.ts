// Demo content shown on a first start. Facts are kept modest: where sources differ, less is said.

export type SeedImageSpec = {
  motif: "mega-mendung" | "gapura" | "kereta" | "wayang" | "batik" | "pendopo";
  palette: "merah" | "emas" | "biru" | "hijau";
};

export const seedTexts = {
  sejarah: `<h2>Dari Pakungwati ke Kasepuhan</h2>
<p>Keraton Kasepuhan berdiri di tepi Kota Cirebon, di kawasan yang sejak abad ke-15 menjadi pusat pemerintahan Cirebon. Cikal bakalnya adalah <strong>Keraton Pakungwati</strong>, kediaman yang dibangun oleh Pangeran Cakrabuana (Walangsungsang), putra Prabu Siliwangi, dan dinamai menurut putrinya, Nyai Ratu Dewi Pakungwati.</p>
<p>Pada masa <strong>Syarif Hidayatullah</strong> — yang dikenal sebagai <em>Sunan Gunung Jati</em>, salah seorang Wali Songo — Cirebon tumbuh menjadi pusat pemerintahan dan penyebaran Islam di pesisir utara Jawa bagian barat. Menurut catatan keraton, kompleks Kasepuhan yang kita kenal sekarang dikembangkan pada abad ke-16 di sebelah Keraton Pakungwati.</p>
<h2>Pembagian Kesultanan</h2>
<p>Sepeninggal Panembahan Girilaya pada paruh kedua abad ke-17, Kesultanan Cirebon dibagi. Putra sulungnya, Pangeran Martawijaya, bergelar <strong>Sultan Sepuh I</strong> dan memimpin Kasepuhan; adiknya, Pangeran Kartawijaya, bergelar Sultan Anom I dan memimpin Kanoman. Sejak itu gelar Sultan Sepuh diwariskan turun-temurun di Keraton Kasepuhan.</p>
<h2>Warisan yang Masih Dapat Dilihat</h2>
<ul>
<li><strong>Siti Inggil</strong>, pelataran tinggi berpagar bata merah dengan gapura <em>candi bentar</em>, yang gayanya mengingatkan pada arsitektur masa Majapahit. Dindingnya dihiasi piring-piring keramik.</li>
<li><strong>Kereta Singa Barong</strong>, kereta kebesaran yang memadukan unsur gajah, naga dan sayap — lambang pertemuan berbagai budaya di Cirebon.</li>
<li>Bangunan, pusaka dan naskah yang menunjukkan perpaduan pengaruh Jawa, Sunda, Islam, Tionghoa dan Eropa.</li>
</ul>
<p>Hingga kini keraton tetap menjadi tempat tinggal keluarga Sultan sekaligus pusat upacara adat, dan terbuka bagi masyarakat yang ingin mengenal sejarah Cirebon.</p>`,

  silsilah: `<p>Silsilah berikut diringkas dari garis keturunan yang umum dikenal dalam tradisi Cirebon. Untuk keperluan penelitian, silakan merujuk ke naskah dan arsip keraton.</p>
<ol>
<li><strong>Prabu Siliwangi</strong> (Sri Baduga Maharaja), raja Pajajaran, dan Nyai Subang Larang.</li>
<li><strong>Pangeran Walangsungsang</strong> (Pangeran Cakrabuana), pendiri Keraton Pakungwati, dan adiknya <strong>Nyai Rara Santang</strong>.</li>
<li><strong>Syarif Hidayatullah</strong> (Sunan Gunung Jati), putra Nyai Rara Santang, yang memimpin Cirebon.</li>
<li><strong>Panembahan Ratu</strong> (Pangeran Emas Zainul Arifin), cicit Sunan Gunung Jati, penerus takhta Cirebon.</li>
<li><strong>Panembahan Girilaya</strong> (Panembahan Ratu II).</li>
<li><strong>Sultan Sepuh I</strong> (Pangeran Martawijaya), sultan pertama Kasepuhan, yang gelarnya diwariskan kepada para Sultan Sepuh berikutnya hingga kini.</li>
</ol>`,

  visi: `<p>Menjadi pusat pelestarian sejarah, adat dan budaya Cirebon yang terbuka, terawat dan bermanfaat bagi masyarakat, serta dikenal di Indonesia dan dunia.</p>`,

  misi: `<ol>
<li>Merawat bangunan, pusaka dan naskah keraton sesuai kaidah pelestarian cagar budaya.</li>
<li>Menyelenggarakan upacara adat dan tradisi keraton secara berkelanjutan bersama masyarakat.</li>
<li>Menyediakan sarana edukasi sejarah dan budaya bagi pelajar, peneliti dan pengunjung.</li>
<li>Mengembangkan wisata budaya yang tertib, ramah dan menghormati nilai-nilai keraton.</li>
<li>Mendukung seni dan kerajinan khas Cirebon, seperti batik, tari topeng dan seni ukir.</li>
</ol>`,
};

export const seedSettings = {
  No_WhatsApp: "0812-0000-0000",
  Email: "info@keratonkasepuhan.example",
  Alamat: "Jl. Kasepuhan No. 43, Kesepuhan, Kec. Lemahwungkuk, Kota Cirebon, Jawa Barat 45114",
  Deskripsi_Footer:
    "Situs resmi Keraton Kasepuhan Cirebon: sejarah, adat dan kegiatan keraton untuk masyarakat dan para pengunjung.",
  Deskripsi_Kesultanan:
    "Keraton Kasepuhan dipimpin oleh Sultan Sepuh sebagai pemangku adat dan pemimpin keluarga besar keraton. Dalam menjalankan tugasnya Sultan dibantu oleh Patih, yang mengatur urusan sehari-hari keraton, serta para kerabat keraton yang memegang tugas adat tertentu. Para abdi dalem menjaga bangunan dan pusaka, menyiapkan upacara adat dan melayani para tamu. Bagan di atas menggambarkan susunan tersebut secara ringkas.",
};

export const seedInformasi: Array<{
  judul: string;
  tanggal: string;
  deskripsi: string;
  views: number;
  image: SeedImageSpec;
}> = [
  {
    judul: "Jam Kunjungan dan Tata Tertib Pengunjung Keraton Kasepuhan Cirebon Tahun 2026",
    tanggal: "2026-11-10",
    deskripsi: `<p>Keraton Kasepuhan terbuka untuk kunjungan umum setiap hari, umumnya pukul 08.00–16.00 (Jumat 08.00–11.00 dan 13.00–16.00). Jam buka dan harga tiket terbaru selalu tercantum di halaman <a href="/kunjungan">Kunjungan</a>; keduanya dapat berubah menjelang hari besar atau upacara adat.</p>
<p>Selama berkunjung, mohon berpakaian sopan, menjaga kebersihan, tidak menyentuh pusaka dan mengikuti arahan pemandu atau abdi dalem.</p>`,
    views: 412,
    image: { motif: "gapura", palette: "merah" },
  },
  {
    judul: "Tradisi Panjang Jimat dalam Peringatan Maulid Nabi",
    tanggal: "2026-09-05",
    deskripsi: `<p><strong>Panjang Jimat</strong> adalah puncak peringatan Maulid Nabi Muhammad SAW di keraton-keraton Cirebon. Pada malam 12 Rabiul Awal, iring-iringan abdi dalem membawa piring-piring pusaka berisi nasi dan lauk dari bangsal keraton menuju Langgar Agung.</p>
<p>Tradisi ini selalu dihadiri ribuan warga dari Cirebon dan sekitarnya. Informasi waktu pelaksanaan diumumkan oleh keraton menjelang acara.</p>`,
    views: 388,
    image: { motif: "pendopo", palette: "emas" },
  },
  {
    judul: "Mengenal Kereta Singa Barong, Kereta Kebesaran Keraton",
    tanggal: "2026-08-14",
    deskripsi: `<p>Kereta Singa Barong adalah kereta kebesaran Keraton Kasepuhan. Rupanya memadukan belalai gajah, kepala naga dan sayap, yang sering dimaknai sebagai lambang persahabatan berbagai budaya yang bertemu di Cirebon.</p>
<p>Kereta ini kini disimpan dan dirawat di museum keraton. Pengunjung dapat melihatnya dari dekat, namun tidak diperkenankan menyentuhnya.</p>`,
    views: 256,
    image: { motif: "kereta", palette: "emas" },
  },
  {
    judul: "Siraman Panjang: Mencuci Piring Pusaka Menjelang Maulid",
    tanggal: "2026-08-20",
    deskripsi: `<p>Sebelum Panjang Jimat, keraton menggelar <em>Siraman Panjang</em>, yaitu pencucian piring-piring pusaka yang akan digunakan pada malam Maulid. Air bekas cucian itu kerap dinantikan warga.</p>
<p>Upacara ini menjadi pengingat bahwa pusaka dirawat bukan hanya sebagai benda, tetapi juga sebagai bagian dari tradisi yang hidup.</p>`,
    views: 174,
    image: { motif: "batik", palette: "biru" },
  },
  {
    judul: "Motif Mega Mendung dan Makna Awan dalam Batik Cirebon",
    tanggal: "2026-07-02",
    deskripsi: `<p>Motif <strong>mega mendung</strong> — awan berarak dengan gradasi warna — adalah salah satu ciri batik Cirebon yang paling dikenal. Banyak kalangan mengaitkan bentuk awannya dengan pengaruh seni Tionghoa yang sampai ke pesisir Cirebon.</p>
<p>Motif ini juga dapat ditemukan sebagai hiasan di lingkungan keraton, dan menjadi salah satu inspirasi tampilan situs ini.</p>`,
    views: 174,
    image: { motif: "mega-mendung", palette: "biru" },
  },
  {
    judul: "Grebeg Syawal: Ziarah Keluarga Keraton Setelah Idulfitri",
    tanggal: "2026-04-01",
    deskripsi: `<p>Pada pekan pertama bulan Syawal, keluarga keraton bersama masyarakat melaksanakan tradisi Grebeg Syawal dengan berziarah ke makam leluhur di kompleks pemakaman Sunan Gunung Jati.</p>
<p>Tradisi ini menjadi sarana silaturahmi dan mengenang jasa para pendahulu.</p>`,
    views: 98,
    image: { motif: "gapura", palette: "hijau" },
  },
  {
    judul: "Museum Pusaka Keraton Kasepuhan",
    tanggal: "2026-05-18",
    deskripsi: `<p>Museum keraton menyimpan berbagai benda bersejarah: senjata, perlengkapan upacara, keramik, naskah dan kereta kebesaran. Koleksinya membantu pengunjung memahami perjalanan Cirebon dari masa ke masa.</p>
<p>Untuk rombongan pelajar, keraton dapat menyediakan pemandu. Hubungi kontak resmi keraton untuk menjadwalkan kunjungan.</p>`,
    views: 143,
    image: { motif: "pendopo", palette: "merah" },
  },
  {
    judul: "Tari Topeng Cirebon di Lingkungan Keraton",
    tanggal: "2026-06-11",
    deskripsi: `<p>Tari Topeng Cirebon adalah seni pertunjukan yang tumbuh di wilayah Cirebon dan sekitarnya. Setiap topeng — seperti Panji, Samba, Rumyang, Tumenggung dan Klana — menggambarkan watak yang berbeda.</p>
<p>Pada acara-acara tertentu, pertunjukan tari topeng digelar di lingkungan keraton dan terbuka untuk umum.</p>`,
    views: 61,
    image: { motif: "wayang", palette: "merah" },
  },
  {
    judul: "Adab Berkunjung ke Bangunan Bersejarah",
    tanggal: "2026-03-09",
    deskripsi: `<p>Bangunan di lingkungan keraton telah berusia ratusan tahun. Beberapa bagian, seperti Siti Inggil, masih digunakan untuk upacara adat.</p>
<ul><li>Jangan memanjat atau duduk di atas tembok dan gapura.</li><li>Tanyakan lebih dahulu sebelum memotret di ruangan tertentu.</li><li>Buang sampah pada tempatnya.</li></ul>`,
    views: 0,
    image: { motif: "batik", palette: "emas" },
  },
];

export const seedDokumentasi: Array<{
  judul: string;
  tanggal: string;
  deskripsi: string;
  uploaded: string;
  image: SeedImageSpec;
}> = [
  {
    judul: "Iring-iringan Panjang Jimat",
    tanggal: "2026-09-05",
    deskripsi:
      "<p>Abdi dalem membawa piring-piring pusaka dalam iring-iringan Panjang Jimat menuju Langgar Agung, disaksikan ribuan warga yang memadati halaman keraton.</p>",
    uploaded: "Tim Dokumentasi Keraton",
    image: { motif: "pendopo", palette: "emas" },
  },
  {
    judul: "Kunjungan Pelajar SMP dari Kota Cirebon",
    tanggal: "2026-10-15",
    deskripsi:
      "<p>Rombongan pelajar mengikuti tur sejarah bersama pemandu keraton, mulai dari Siti Inggil hingga museum pusaka. Para siswa mencatat kisah berdirinya keraton untuk tugas sekolah.</p>",
    uploaded: "Tim Dokumentasi Keraton",
    image: { motif: "gapura", palette: "merah" },
  },
  {
    judul: "Pentas Tari Topeng di Bangsal Keraton",
    tanggal: "2026-06-20",
    deskripsi:
      "<p>Penari muda membawakan Tari Topeng Cirebon diiringi gamelan. Pertunjukan ini menjadi bagian dari upaya keraton memperkenalkan seni tradisi kepada generasi muda.</p>",
    uploaded: "Tim Dokumentasi Keraton",
    image: { motif: "wayang", palette: "merah" },
  },
  {
    judul: "Siraman Piring Pusaka",
    tanggal: "2026-08-20",
    deskripsi:
      "<p>Piring-piring pusaka dicuci dengan hati-hati oleh para abdi dalem menjelang peringatan Maulid. Warga menanti di sekitar tempat upacara.</p>",
    uploaded: "Abdi Dalem Keraton",
    image: { motif: "batik", palette: "biru" },
  },
  {
    judul: "Pelatihan Membatik Motif Mega Mendung",
    tanggal: "2026-07-12",
    deskripsi:
      "<p>Perajin batik Cirebon berbagi teknik membatik motif mega mendung kepada peserta dari berbagai kota. Hasil karya peserta dipamerkan di akhir kegiatan.</p>",
    uploaded: "Tim Dokumentasi Keraton",
    image: { motif: "mega-mendung", palette: "biru" },
  },
  {
    judul: "Kerja Bakti Merawat Halaman Siti Inggil",
    tanggal: "2026-05-03",
    deskripsi:
      "<p>Abdi dalem dan warga sekitar bergotong royong membersihkan halaman dan saluran air di sekitar Siti Inggil, sebagai bagian dari perawatan rutin cagar budaya.</p>",
    uploaded: "Abdi Dalem Keraton",
    image: { motif: "gapura", palette: "hijau" },
  },
  {
    judul: "Pameran Naskah dan Pusaka Keraton",
    tanggal: "2026-02-22",
    deskripsi:
      "<p>Keraton memamerkan sebagian koleksi naskah dan pusaka kepada masyarakat. Pengunjung dapat melihat dari dekat benda-benda yang jarang ditampilkan.</p>",
    uploaded: "Tim Dokumentasi Keraton",
    image: { motif: "kereta", palette: "emas" },
  },
];

/**
 * The visit page's starting values: modest and plausible, and said to be examples, so that the
 * staff correct them before visitors rely on them.
 */
export const seedKunjungan = {
  jam: [
    { hari: "senin", buka: "08:00", tutup: "16:00" },
    { hari: "selasa", buka: "08:00", tutup: "16:00" },
    { hari: "rabu", buka: "08:00", tutup: "16:00" },
    { hari: "kamis", buka: "08:00", tutup: "16:00" },
    { hari: "jumat", buka: "08:00", tutup: "16:00" },
    { hari: "sabtu", buka: "08:00", tutup: "16:00" },
    { hari: "minggu", buka: "08:00", tutup: "16:00" },
  ],
  tiket: [
    { kategori: "Dewasa", harga: 20000 },
    { kategori: "Anak-anak dan pelajar", harga: 10000 },
    { kategori: "Wisatawan mancanegara", harga: 50000 },
    { kategori: "Pemandu (per rombongan)", harga: 50000 },
  ],
  catatan: `<p><em>Contoh: jam dan harga di halaman ini adalah isian awal yang belum diperiksa pengelola keraton. Mohon pastikan lewat kontak resmi sebelum berkunjung.</em></p>
<ul><li>Pemandu tersedia di loket; rombongan sebaiknya memesan lebih dahulu.</li><li>Berpakaian sopan; alas kaki dilepas di area tertentu.</li><li>Pusaka tidak boleh disentuh; foto dengan lampu kilat dilarang di museum.</li><li>Pada hari Jumat, kunjungan berhenti sejenak saat salat Jumat.</li></ul>`,
  petunjuk: `<p>Keraton Kasepuhan berada di Jalan Kasepuhan, Kelurahan Kasepuhan, Kecamatan Lemahwungkuk, Kota Cirebon, sekitar 10 menit berkendara dari Stasiun Cirebon. Bus rombongan dapat parkir di area parkir alun-alun keraton.</p>`,
} as const;
