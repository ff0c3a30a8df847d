// Placeholder: the screen is built in its own issue.
export default function InformasiDetail() {
  return (
    <main>
      <h1>InformasiDetail</h1>
    </main>
  );
}
