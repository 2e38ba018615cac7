export type ScaleCollection = 'buildings' | 'lands' | 'projects' | 'blogs';

export function catalogueSizes(n: number): Record<ScaleCollection, number>;
export function scaleId(code: string, n: number, prefix?: string): string;
export function growCollection<T extends { _id: string }>(
  collection: ScaleCollection,
  seed: readonly T[],
  count: number,
): T[];
export function growCatalogue<
  Seed extends {
    buildings: { _id: string }[];
    lands: { _id: string }[];
    projects: { _id: string }[];
    blogs: { _id: string }[];
  },
>(seed: Seed, n: number): Pick<Seed, ScaleCollection>;
