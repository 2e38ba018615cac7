/** The label of the choice that shows every post. */
const ALL_POSTS_LABEL = 'All';

export interface CategoryFilterProps {
  categories: readonly string[];
  /** The chosen category; '' for every post. */
  selected: string;
  onSelect: (category: string) => void;
}

/** 'All' and one toggle button per category; the chosen one is pressed. */
export function CategoryFilter({ categories, selected, onSelect }: CategoryFilterProps) {
  const options = [{ label: ALL_POSTS_LABEL, value: '' }, ...categories.map((c) => ({ label: c, value: c }))];
  return (
    <div role="group" aria-label="Category" className="flex flex-wrap gap-2">
      {options.map(({ label, value }) => {
        const pressed = value === selected;
        return (
          <button
            key={value || ALL_POSTS_LABEL}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(value)}
            className={`rounded-full px-4 py-2 text-sm font-semibold transition-colors ${
              pressed
                ? 'bg-brand-600 text-white shadow-card'
                : 'bg-white text-ink-soft shadow-card hover:bg-brand-50'
            }`}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
