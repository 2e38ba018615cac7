/** A post's category as a small label. */
export function CategoryTag({ category }: { category: string }) {
  return (
    <span className="inline-flex rounded-full bg-accent-50 px-3 py-1 text-xs font-semibold text-accent-700">
      {category.trim()}
    </span>
  );
}
