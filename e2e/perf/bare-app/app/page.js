export default function Page() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
      <p>Static, prerendered, one heading and one paragraph: what every page of ours is compared with.</p>
    </main>
  );
}
