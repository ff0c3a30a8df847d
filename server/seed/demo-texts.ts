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

/**
 * English twins of the four texts (CONTRACT "English for foreign visitors"): translations of the
 * Indonesian above, saying no more than it does.
 */
export const seedTextsEn: Record<keyof typeof seedTexts, string> = {
  sejarah: `<h2>From Pakungwati to Kasepuhan</h2>
<p>Keraton Kasepuhan stands on the edge of the city of Cirebon, in the area that has been the seat of government of Cirebon since the 15th century. It grew from <strong>Keraton Pakungwati</strong>, the residence built by Prince Cakrabuana (Walangsungsang), son of King Siliwangi, and named after his daughter, Nyai Ratu Dewi Pakungwati.</p>
<p>In the time of <strong>Syarif Hidayatullah</strong> — known as <em>Sunan Gunung Jati</em>, one of the Wali Songo, the nine saints of Java — Cirebon grew into a centre of government and of the spread of Islam on the north coast of western Java. According to the palace's records, the Kasepuhan complex we know today was developed in the 16th century next to Keraton Pakungwati.</p>
<h2>The Division of the Sultanate</h2>
<p>After the death of Panembahan Girilaya in the second half of the 17th century, the Sultanate of Cirebon was divided. His eldest son, Prince Martawijaya, took the title <strong>Sultan Sepuh I</strong> and led Kasepuhan; his younger brother, Prince Kartawijaya, took the title Sultan Anom I and led Kanoman. Since then the title of Sultan Sepuh has passed from generation to generation at Keraton Kasepuhan.</p>
<h2>A Heritage You Can Still See</h2>
<ul>
<li><strong>Siti Inggil</strong>, a raised courtyard walled in red brick with <em>candi bentar</em> split gates, in a style reminiscent of the architecture of the Majapahit era. Its walls are decorated with ceramic plates.</li>
<li><strong>The Singa Barong carriage</strong>, the royal carriage that combines elements of an elephant, a dragon and wings — a symbol of the many cultures that meet in Cirebon.</li>
<li>Buildings, heirlooms and manuscripts that show a blend of Javanese, Sundanese, Islamic, Chinese and European influences.</li>
</ul>
<p>To this day the palace remains the home of the Sultan's family and a centre of traditional ceremonies, and it is open to everyone who wishes to learn about the history of Cirebon.</p>`,

  silsilah: `<p>The lineage below is summarised from the line of descent commonly known in Cirebon tradition. For research, please refer to the palace's manuscripts and archives.</p>
<ol>
<li><strong>Prabu Siliwangi</strong> (Sri Baduga Maharaja), king of Pajajaran, and Nyai Subang Larang.</li>
<li><strong>Prince Walangsungsang</strong> (Prince Cakrabuana), founder of Keraton Pakungwati, and his younger sister <strong>Nyai Rara Santang</strong>.</li>
<li><strong>Syarif Hidayatullah</strong> (Sunan Gunung Jati), son of Nyai Rara Santang, who led Cirebon.</li>
<li><strong>Panembahan Ratu</strong> (Pangeran Emas Zainul Arifin), great-grandson of Sunan Gunung Jati, who succeeded to the throne of Cirebon.</li>
<li><strong>Panembahan Girilaya</strong> (Panembahan Ratu II).</li>
<li><strong>Sultan Sepuh I</strong> (Prince Martawijaya), the first sultan of Kasepuhan, whose title has passed to the Sultans Sepuh after him to this day.</li>
</ol>`,

  visi: `<p>To be a centre for preserving the history, customs and culture of Cirebon that is open, well cared for and of benefit to the community, and known in Indonesia and around the world.</p>`,

  misi: `<ol>
<li>To care for the palace's buildings, heirlooms and manuscripts according to the principles of cultural heritage conservation.</li>
<li>To hold the palace's traditional ceremonies and customs, continuously and together with the community.</li>
<li>To offer students, researchers and visitors ways to learn about history and culture.</li>
<li>To develop cultural tourism that is orderly, welcoming and respectful of the palace's values.</li>
<li>To support the arts and crafts of Cirebon, such as batik, the mask dance and carving.</li>
</ol>`,
};

export const seedSettings = {
  // The palace's public address; no number or mailbox is invented: staff add the real ones.
  No_WhatsApp: "",
  Email: "",
  Alamat:
    "Jl. Keraton Kasepuhan No. 43, Kasepuhan, Kec. Lemahwungkuk, Kota Cirebon, Jawa Barat 45114",
  Deskripsi_Footer:
    "Situs resmi Keraton Kasepuhan Cirebon: sejarah, adat dan kegiatan keraton untuk masyarakat dan para pengunjung.",
  Deskripsi_Kesultanan:
    "Keraton Kasepuhan dipimpin oleh Sultan Sepuh sebagai pemangku adat dan pemimpin keluarga besar keraton. Dalam menjalankan tugasnya Sultan dibantu oleh Patih, yang mengatur urusan sehari-hari keraton, serta para kerabat keraton yang memegang tugas adat tertentu. Para abdi dalem menjaga bangunan dan pusaka, menyiapkan upacara adat dan melayani para tamu. Bagan di atas menggambarkan susunan tersebut secara ringkas.",
  Deskripsi_Footer_en:
    "The official website of Keraton Kasepuhan Cirebon: the palace's history, customs and activities, for the community and for visitors.",
  Deskripsi_Kesultanan_en:
    "Keraton Kasepuhan is led by the Sultan Sepuh, the keeper of its customs and head of the palace's extended family. In his duties the Sultan is assisted by the Patih, who manages the palace's day-to-day affairs, and by relatives of the palace who hold particular ceremonial roles. The abdi dalem, the palace retainers, look after the buildings and heirlooms, prepare the traditional ceremonies and receive guests. The chart above shows this arrangement in brief.",
  // Teks_Sambutan stays empty (the shipped Indonesian welcome shows); this translates that text.
  Teks_Sambutan_en: `<p>Keraton Kasepuhan is the oldest and grandest palace in Cirebon. Built on the heritage of Keraton Pakungwati, it remains to this day the centre of the customs, culture and traditions of the Sultanate of Kasepuhan.</p>
<p>The red brick walls of Siti Inggil, its carved gates and its blend of Javanese, Sundanese, Islamic, Chinese and European cultures make the palace a living witness to Cirebon's long history. Come and learn its story, follow its activities and visit it in person.</p>`,
};

export const seedInformasi: Array<{
  judul: string;
  tanggal: string;
  deskripsi: string;
  /** English twins: most articles have them, a few are left for the staff to translate. */
  judul_en?: string;
  deskripsi_en?: string;
  views: number;
  image: SeedImageSpec;
}> = [
  {
    judul: "Jam Kunjungan dan Tata Tertib Pengunjung Keraton Kasepuhan Cirebon Tahun 2026",
    tanggal: "2026-11-10",
    deskripsi: `<p>Keraton Kasepuhan terbuka untuk kunjungan umum setiap hari, umumnya pukul 08.00–16.00 (Jumat 08.00–11.00 dan 13.00–16.00). Jam buka dan harga tiket terbaru selalu tercantum di halaman <a href="/kunjungan">Kunjungan</a>; keduanya dapat berubah menjelang hari besar atau upacara adat.</p>
<p>Selama berkunjung, mohon berpakaian sopan, menjaga kebersihan, tidak menyentuh pusaka dan mengikuti arahan pemandu atau abdi dalem.</p>`,
    judul_en: "Visiting Hours and Visitor Rules at Keraton Kasepuhan Cirebon, 2026",
    deskripsi_en: `<p>Keraton Kasepuhan is open to the public every day, generally from 08.00 to 16.00 (Fridays 08.00–11.00 and 13.00–16.00). The latest opening hours and ticket prices are always listed on the <a href="/en/kunjungan">Visit</a> page; both may change ahead of holidays or traditional ceremonies.</p>
<p>During your visit, please dress modestly, keep the grounds clean, do not touch the heirlooms and follow the directions of the guides or the abdi dalem, the palace retainers.</p>`,
    views: 412,
    image: { motif: "gapura", palette: "merah" },
  },
  {
    judul: "Tradisi Panjang Jimat dalam Peringatan Maulid Nabi",
    tanggal: "2026-09-05",
    deskripsi: `<p><strong>Panjang Jimat</strong> adalah puncak peringatan Maulid Nabi Muhammad SAW di keraton-keraton Cirebon. Pada malam 12 Rabiul Awal, iring-iringan abdi dalem membawa piring-piring pusaka berisi nasi dan lauk dari bangsal keraton menuju Langgar Agung.</p>
<p>Tradisi ini selalu dihadiri ribuan warga dari Cirebon dan sekitarnya. Informasi waktu pelaksanaan diumumkan oleh keraton menjelang acara.</p>`,
    judul_en: "The Panjang Jimat Tradition on the Prophet's Birthday",
    deskripsi_en: `<p><strong>Panjang Jimat</strong> is the high point of the commemoration of the birthday of the Prophet Muhammad (Maulid) at the palaces of Cirebon. On the night of 12 Rabiul Awal, a procession of abdi dalem, the palace retainers, carries heirloom plates filled with rice and side dishes from the palace hall to the Langgar Agung prayer house.</p>
<p>The tradition is always attended by thousands of people from Cirebon and the surrounding area. The palace announces the time of the event as it draws near.</p>`,
    views: 388,
    image: { motif: "pendopo", palette: "emas" },
  },
  {
    judul: "Mengenal Kereta Singa Barong, Kereta Kebesaran Keraton",
    tanggal: "2026-08-14",
    deskripsi: `<p>Kereta Singa Barong adalah kereta kebesaran Keraton Kasepuhan. Rupanya memadukan belalai gajah, kepala naga dan sayap, yang sering dimaknai sebagai lambang persahabatan berbagai budaya yang bertemu di Cirebon.</p>
<p>Kereta ini kini disimpan dan dirawat di museum keraton. Pengunjung dapat melihatnya dari dekat, namun tidak diperkenankan menyentuhnya.</p>`,
    judul_en: "Meet the Singa Barong, the Palace's Royal Carriage",
    deskripsi_en: `<p>The Singa Barong is the royal carriage of Keraton Kasepuhan. Its form combines an elephant's trunk, a dragon's head and wings, and is often understood as a symbol of friendship among the many cultures that meet in Cirebon.</p>
<p>The carriage is now kept and cared for in the palace museum. Visitors can see it up close, but may not touch it.</p>`,
    views: 256,
    image: { motif: "kereta", palette: "emas" },
  },
  {
    judul: "Siraman Panjang: Mencuci Piring Pusaka Menjelang Maulid",
    tanggal: "2026-08-20",
    deskripsi: `<p>Sebelum Panjang Jimat, keraton menggelar <em>Siraman Panjang</em>, yaitu pencucian piring-piring pusaka yang akan digunakan pada malam Maulid. Air bekas cucian itu kerap dinantikan warga.</p>
<p>Upacara ini menjadi pengingat bahwa pusaka dirawat bukan hanya sebagai benda, tetapi juga sebagai bagian dari tradisi yang hidup.</p>`,
    judul_en: "Siraman Panjang: Washing the Heirloom Plates before Maulid",
    deskripsi_en: `<p>Before Panjang Jimat, the palace holds <em>Siraman Panjang</em>, the washing of the heirloom plates that will be used on the night of Maulid. People often wait for the water left from the washing.</p>
<p>The ceremony is a reminder that heirlooms are cared for not only as objects, but also as part of a living tradition.</p>`,
    views: 174,
    image: { motif: "batik", palette: "biru" },
  },
  {
    judul: "Motif Mega Mendung dan Makna Awan dalam Batik Cirebon",
    tanggal: "2026-07-02",
    deskripsi: `<p>Motif <strong>mega mendung</strong> — awan berarak dengan gradasi warna — adalah salah satu ciri batik Cirebon yang paling dikenal. Banyak kalangan mengaitkan bentuk awannya dengan pengaruh seni Tionghoa yang sampai ke pesisir Cirebon.</p>
<p>Motif ini juga dapat ditemukan sebagai hiasan di lingkungan keraton, dan menjadi salah satu inspirasi tampilan situs ini.</p>`,
    judul_en: "The Mega Mendung Motif and the Meaning of Clouds in Cirebon Batik",
    deskripsi_en: `<p>The <strong>mega mendung</strong> motif — drifting clouds in graded colours — is one of the best-known features of Cirebon batik. Many link the shape of its clouds to the influence of Chinese art that reached the Cirebon coast.</p>
<p>The motif can also be found as decoration around the palace, and is one of the inspirations for the look of this website.</p>`,
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
    judul_en: "The Heirloom Museum of Keraton Kasepuhan",
    deskripsi_en: `<p>The palace museum holds a variety of historical objects: weapons, ceremonial equipment, ceramics, manuscripts and royal carriages. Its collection helps visitors understand Cirebon's journey through the ages.</p>
<p>For school groups, the palace can provide a guide. Please use the palace's official contacts to schedule a visit.</p>`,
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
  judul_en?: string;
  deskripsi_en?: string;
  uploaded: string;
  image: SeedImageSpec;
}> = [
  {
    judul: "Iring-iringan Panjang Jimat",
    tanggal: "2026-09-05",
    deskripsi:
      "<p>Abdi dalem membawa piring-piring pusaka dalam iring-iringan Panjang Jimat menuju Langgar Agung, disaksikan ribuan warga yang memadati halaman keraton.</p>",
    judul_en: "The Panjang Jimat Procession",
    deskripsi_en:
      "<p>Abdi dalem, the palace retainers, carry the heirloom plates in the Panjang Jimat procession to the Langgar Agung prayer house, watched by thousands of people filling the palace grounds.</p>",
    uploaded: "Tim Dokumentasi Keraton",
    image: { motif: "pendopo", palette: "emas" },
  },
  {
    judul: "Kunjungan Pelajar SMP dari Kota Cirebon",
    tanggal: "2026-10-15",
    deskripsi:
      "<p>Rombongan pelajar mengikuti tur sejarah bersama pemandu keraton, mulai dari Siti Inggil hingga museum pusaka. Para siswa mencatat kisah berdirinya keraton untuk tugas sekolah.</p>",
    judul_en: "A Visit by Junior High School Students from Cirebon",
    deskripsi_en:
      "<p>A group of students took a history tour with a palace guide, from Siti Inggil to the heirloom museum. The students noted down the story of the palace's founding for a school assignment.</p>",
    uploaded: "Tim Dokumentasi Keraton",
    image: { motif: "gapura", palette: "merah" },
  },
  {
    judul: "Pentas Tari Topeng di Bangsal Keraton",
    tanggal: "2026-06-20",
    deskripsi:
      "<p>Penari muda membawakan Tari Topeng Cirebon diiringi gamelan. Pertunjukan ini menjadi bagian dari upaya keraton memperkenalkan seni tradisi kepada generasi muda.</p>",
    judul_en: "Mask Dance Performance in the Palace Hall",
    deskripsi_en:
      "<p>Young dancers performed the Cirebon mask dance (Tari Topeng) to the accompaniment of gamelan. The performance is part of the palace's efforts to introduce traditional arts to the younger generation.</p>",
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
    judul_en: "Mega Mendung Batik Workshop",
    deskripsi_en:
      "<p>Cirebon batik makers shared the techniques of the mega mendung motif with participants from several cities. The participants' work was exhibited at the end of the event.</p>",
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

/** The visit page's demo hours, prices and notes: modest and plausible, worded as the palace's own. */
export const seedKunjungan = {
  jam: [
    { hari: "senin", buka: "08:00", tutup: "16:00" },
    { hari: "selasa", buka: "08:00", tutup: "16:00" },
    { hari: "rabu", buka: "08:00", tutup: "16:00" },
    { hari: "kamis", buka: "08:00", tutup: "16:00" },
    // Visits pause for the Friday prayers (the note below says so).
    {
      hari: "jumat",
      buka: "08:00",
      tutup: "16:00",
      istirahat: { mulai: "11:30", selesai: "13:00" },
    },
    { hari: "sabtu", buka: "08:00", tutup: "16:00" },
    { hari: "minggu", buka: "08:00", tutup: "16:00" },
  ],
  tiket: [
    { kategori: "Dewasa", harga: 20000, kategori_en: "Adults" },
    { kategori: "Anak-anak dan pelajar", harga: 10000, kategori_en: "Children and students" },
    { kategori: "Wisatawan mancanegara", harga: 50000, kategori_en: "Foreign visitors" },
    { kategori: "Pemandu (per rombongan)", harga: 50000, kategori_en: "Guide (per group)" },
  ],
  catatan: `<p>Jam kunjungan dapat berubah pada hari besar Islam dan saat upacara adat keraton.</p>
<ul><li>Pemandu tersedia di loket; rombongan sebaiknya memesan lebih dahulu.</li><li>Berpakaian sopan; alas kaki dilepas di area tertentu.</li><li>Pusaka tidak boleh disentuh; foto dengan lampu kilat dilarang di museum.</li><li>Pada hari Jumat, kunjungan berhenti sejenak saat salat Jumat.</li></ul>`,
  petunjuk: `<p>Keraton Kasepuhan berada di Jalan Kasepuhan, Kelurahan Kasepuhan, Kecamatan Lemahwungkuk, Kota Cirebon, sekitar 10 menit berkendara dari Stasiun Cirebon. Bus rombongan dapat parkir di area parkir alun-alun keraton.</p>`,
  catatan_en: `<p>Visiting hours may change on Islamic holidays and during the palace's traditional ceremonies.</p>
<ul><li>Guides are available at the ticket counter; groups should book ahead.</li><li>Please dress modestly; footwear is removed in certain areas.</li><li>The heirlooms must not be touched; flash photography is not allowed in the museum.</li><li>On Fridays, visits pause for a while during the Friday prayers.</li></ul>`,
  petunjuk_en: `<p>Keraton Kasepuhan is on Jalan Kasepuhan, Kasepuhan, Lemahwungkuk District, Cirebon, about a 10-minute drive from Cirebon railway station. Tour buses can park in the parking area at the palace square (alun-alun).</p>`,
} as const;
