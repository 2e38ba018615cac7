/**
 * Fixed 24-hex ids (the shape of Mongo ObjectIds) for seed records, so a link to a demo record
 * stays valid after a reset. Each collection has its own two-digit code.
 */
const COLLECTION_CODES = {
  admin: 'a0',
  building: 'b1',
  land: 'c2',
  project: 'd3',
  blog: 'e4',
  application: 'f5',
  gallery: '96',
} as const;

export type SeedCollection = keyof typeof COLLECTION_CODES;

export function seedId(collection: SeedCollection, n: number): string {
  const prefix = `65f0${COLLECTION_CODES[collection]}`;
  return prefix + n.toString(16).padStart(24 - prefix.length, '0');
}
