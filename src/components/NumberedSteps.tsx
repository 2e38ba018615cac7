interface Step {
  title: string;
  text: string;
}

/** The classes of each tone: on the page's light ground, or on a dark panel. */
const TONES = {
  light: {
    number: 'h-10 w-10',
    title: 'text-lg font-semibold',
    text: 'mt-1 text-sm leading-relaxed text-ink-soft',
  },
  dark: {
    number: 'h-9 w-9',
    title: 'font-sans text-base font-semibold text-white',
    text: 'mt-1 text-sm text-white/80',
  },
} as const;

/** Steps in order, each with its number in a round badge (read from the list, not the badge). */
export function NumberedSteps({
  steps,
  tone,
  className,
}: {
  steps: readonly Step[];
  tone: keyof typeof TONES;
  className: string;
}) {
  const look = TONES[tone];
  return (
    <ol className={className}>
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4">
          <span
            aria-hidden="true"
            className={`flex ${look.number} shrink-0 items-center justify-center rounded-full bg-accent-600 font-semibold text-white`}
          >
            {index + 1}
          </span>
          <div>
            <h3 className={look.title}>{step.title}</h3>
            <p className={look.text}>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
