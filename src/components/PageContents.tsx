/** A long page's list of its sections, beside them on a wide screen (the terms, the privacy notice). */
export function PageContents({
  label,
  sections,
}: {
  label: string;
  sections: readonly { id: string; title: string }[];
}) {
  return (
    <nav aria-label={label} className="self-start lg:sticky lg:top-24">
      <h2 className="font-sans text-sm font-semibold tracking-wider text-ink-muted uppercase">{label}</h2>
      <ul className="mt-3 space-y-2">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="text-brand-700 hover:underline">
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
