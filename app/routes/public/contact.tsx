// Placeholder: the screen is built in its own issue.
export default function Contact() {
  return (
    <main>
      <h1>Contact</h1>
    </main>
  );
}
