export function Spinner({
  label = 'Loading',
  className = 'h-6 w-6',
}: {
  label?: string;
  className?: string;
}) {
  return (
    <span role="status" className="inline-flex items-center gap-2">
      <span
        className={`${className} animate-spin rounded-full border-2 border-brand-200 border-t-brand-600`}
        aria-hidden="true"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
