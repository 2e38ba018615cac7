const grouped = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

export function formatNumber(value: number): string {
  return Number.isFinite(value) ? grouped.format(value) : '—';
}
