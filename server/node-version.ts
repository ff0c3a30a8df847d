/** Refuses to run on Node older than 24 (npm itself may run on the system's Node 20). */
export function assertNode24(): void {
  const major = Number(process.versions.node.split(".")[0]);
  if (major < 24) {
    console.error(
      `Node ${process.versions.node} terlalu lama: proyek ini butuh Node 24 atau lebih baru.\n` +
        "Jalankan lewat `npm start` / `npm run …` (memakai Node 24 dari dependensi `node`).",
    );
    process.exit(1);
  }
}
