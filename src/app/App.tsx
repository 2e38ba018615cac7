import { company } from '../config/company';

/** Placeholder shell: the router, layouts and pages arrive with the app-shell issue. */
export function App() {
  return (
    <main className="container-site py-16">
      <h1 className="text-4xl">{company.name}</h1>
      <p className="mt-4 text-ink-soft">{company.tagline}</p>
    </main>
  );
}
