/** The classes of each tone: on a light card, or on a dark panel. */
const TONES = {
  light: {
    caption: 'mt-6 flex items-center gap-4 border-t border-ink/10 pt-5',
    photo: 'h-14 w-14 shrink-0 rounded-full bg-brand-50 object-cover',
    name: 'block font-semibold text-ink',
    role: 'block text-sm text-ink-muted',
  },
  dark: {
    caption: 'mt-6 flex items-center gap-3',
    photo: 'h-14 w-14 rounded-full bg-white/10 object-cover',
    name: 'block font-semibold text-white',
    role: 'block text-sm text-white/75',
  },
} as const;

/** Who said a quote: their round photo (decorative: the name is beside it), name and role. */
export function PersonCaption({
  photo,
  name,
  role,
  tone,
}: {
  photo: string;
  name: string;
  role: string;
  tone: keyof typeof TONES;
}) {
  const look = TONES[tone];
  return (
    <figcaption className={look.caption}>
      <img src={photo} alt="" width={56} height={56} loading="lazy" decoding="async" className={look.photo} />
      <span>
        <span className={look.name}>{name}</span>
        <span className={look.role}>{role}</span>
      </span>
    </figcaption>
  );
}
