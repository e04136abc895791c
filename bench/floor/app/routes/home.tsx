export function meta() {
  return [
    { title: "Blank" },
    { name: "description", content: "A blank React Router page: the floor the site's pages are measured against." },
  ];
}

export default function Home() {
  return (
    <main>
      <h1>Blank</h1>
    </main>
  );
}
