// Placeholder: the screen is built in its own issue.
export default function InformasiList() {
  return (
    <main>
      <h1>InformasiList</h1>
    </main>
  );
}
