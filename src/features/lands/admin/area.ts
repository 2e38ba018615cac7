/** The backend stores acres; the edit page shows square feet. */
export const SQ_FT_PER_ACRE = 43_560;

export function acresToSqFt(acres: number): number {
  return Math.round(acres * SQ_FT_PER_ACRE * 100) / 100;
}

/** 6 decimals: a twentieth of a square foot. */
export function sqFtToAcres(sqFt: number): number {
  return Math.round((sqFt / SQ_FT_PER_ACRE) * 1e6) / 1e6;
}

export function formatAcres(acres: number): string {
  const text = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(acres);
  return `${text} ${acres === 1 ? 'acre' : 'acres'}`;
}
