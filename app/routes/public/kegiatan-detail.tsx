// Placeholder: the screen is built in its own issue.
export default function KegiatanDetail() {
  return (
    <main>
      <h1>KegiatanDetail</h1>
    </main>
  );
}
