// Placeholder: the screen is built in its own issue.
export default function EditorDashboard() {
  return (
    <main>
      <h1>EditorDashboard</h1>
    </main>
  );
}
