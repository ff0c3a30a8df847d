// Placeholder: the screen is built in its own issue.
export default function AdminDashboard() {
  return (
    <main>
      <h1>AdminDashboard</h1>
    </main>
  );
}
