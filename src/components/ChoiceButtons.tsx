interface Choice {
  label: string;
  value: string;
  /** 'en' for a label the admin typed (a blog category) on a page in another language. */
  lang?: 'en';
}

export interface ChoiceButtonsProps {
  /** The group's name for a screen reader ('Category', 'Project status'). */
  label: string;
  choices: readonly Choice[];
  /** The value of the choice pressed now. */
  selected: string;
  onSelect: (value: string) => void;
}

/** A public list's one-of-a-few filter: a row of toggle buttons, the chosen one pressed. */
export function ChoiceButtons({ label, choices, selected, onSelect }: ChoiceButtonsProps) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {choices.map((choice) => {
        const pressed = choice.value === selected;
        return (
          <button
            key={choice.value || choice.label}
            type="button"
            aria-pressed={pressed}
            lang={choice.lang}
            onClick={() => onSelect(choice.value)}
            className={`rounded-full px-4 py-2 text-sm font-semibold transition-colors ${
              pressed
                ? 'bg-brand-600 text-white shadow-card'
                : 'bg-white text-ink-soft shadow-card hover:bg-brand-50'
            }`}
          >
            {choice.label}
          </button>
        );
      })}
    </div>
  );
}
