/** Said where staff look for mail while SMTP_URL is not set: mail waits, nothing is lost. */
export function MailNotSetUp() {
  return (
    <p
      role="status"
      className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950"
    >
      Pengiriman email belum diatur (SMTP_URL belum diisi). Email menunggu di antrean dan terkirim
      begitu pengaturan itu diisi; sampai saat itu staf tidak menerima pemberitahuan reservasi dan
      lupa password tidak dapat dipakai.
    </p>
  );
}
