// A bare statically generated page: the counterpart of our marketing pages.
export default function Page() {
  return (
    <main>
      <h1>A bare Next page</h1>
      <p>Statically generated at build time, served as is.</p>
    </main>
  );
}
