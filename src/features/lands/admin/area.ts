/**
 * Land area. The backend stores one number, in acres (lists show acres); the edit page shows
 * square feet (SPEC.md §3), converted here at 1 acre = 43,560 sq ft.
 */
export const SQ_FT_PER_ACRE = 43_560;

/** Square feet, to 2 decimals (what the edit page shows). */
export function acresToSqFt(acres: number): number {
  return Math.round(acres * SQ_FT_PER_ACRE * 100) / 100;
}

/** Acres, to 6 decimals (a twentieth of a square foot): what is stored after an edit. */
export function sqFtToAcres(sqFt: number): number {
  return Math.round((sqFt / SQ_FT_PER_ACRE) * 1e6) / 1e6;
}

/** "1.5 acres", "1 acre". */
export function formatAcres(acres: number): string {
  const text = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(acres);
  return `${text} ${acres === 1 ? 'acre' : 'acres'}`;
}
