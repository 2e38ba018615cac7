/** The colours of a public project status badge (Ongoing, Completed, Upcoming), by lower-case status. */
export const STATUS_STYLES: Record<string, string> = {
  ongoing: 'bg-brand-600 text-white',
  completed: 'bg-ink text-white',
  upcoming: 'bg-accent-600 text-white',
};
