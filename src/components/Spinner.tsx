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

/** Covers the screen while images upload or data loads; nothing underneath can be clicked. */
export function FullScreenSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="fixed inset-0 z-[60] flex flex-col items-center justify-center gap-3 bg-ink/50 backdrop-blur-sm">
      <span
        className="h-12 w-12 animate-spin rounded-full border-4 border-white/30 border-t-white"
        aria-hidden="true"
      />
      <p role="status" className="text-sm font-medium text-white">
        {label}
      </p>
    </div>
  );
}
