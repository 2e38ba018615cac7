import { describe, expect, it } from 'vitest';
import { blogSchema } from '@/features/blogs/schema';
import { buildingSchema } from '@/features/buildings/schema';
import { landSchema } from '@/features/lands/schema';
import { projectSchema } from '@/features/projects/schema';
import { paths } from '@/config/paths';
import { seedData } from '@/mocks/db';
import { seedId } from '@/mocks/seed/ids';
import { catalogueSizes, growCatalogue, growCollection, scaleId } from '../../scripts/grow-seed.mjs';

const seed = seedData();
const HEX_ID = /^[0-9a-f]{24}$/;

describe('growCatalogue', () => {
  const grown = growCatalogue(seed, 1000);

  it('has N buildings, N lands, N/4 projects and N/2 posts', () => {
    expect(catalogueSizes(1000)).toEqual({ buildings: 1000, lands: 1000, projects: 250, blogs: 500 });
    expect(grown.buildings).toHaveLength(1000);
    expect(grown.lands).toHaveLength(1000);
    expect(grown.projects).toHaveLength(250);
    expect(grown.blogs).toHaveLength(500);
    expect(growCatalogue(seed, 12).buildings).toHaveLength(12);
  });

  it('gives every record its own 24-hex id and its own name, so each has its own page', () => {
    const names = {
      buildings: grown.buildings.map((b) => b.generalInfo.BuildingsName),
      lands: grown.lands.map((l) => l.generalInfo.propertyName),
      projects: grown.projects.map((p) => p.projectName),
      blogs: grown.blogs.map((b) => b.title),
    };
    for (const [collection, records] of Object.entries(grown)) {
      const ids = records.map((record: { _id: string }) => record._id);
      expect(
        ids.every((id: string) => HEX_ID.test(id)),
        collection,
      ).toBe(true);
      expect(new Set(ids).size, collection).toBe(records.length);
      expect(new Set(names[collection as keyof typeof names]).size, collection).toBe(records.length);
    }
    const pages = [
      ...grown.buildings.map((b) => paths.building(b.generalInfo.BuildingsName, b._id)),
      ...grown.projects.map((p) => paths.project(p.projectName, p._id)),
      ...grown.blogs.map((b) => paths.blogPost(b.title, b._id)),
    ];
    expect(new Set(pages).size).toBe(pages.length);
  });

  it('keeps the seed as the first cycle and numbers the copies after it', () => {
    expect(grown.buildings.slice(0, seed.buildings.length)).toEqual(seed.buildings);
    const copy = grown.buildings[136]!;
    const original = seed.buildings[136 % seed.buildings.length]!;
    expect(copy.generalInfo.BuildingsName).toBe(`${original.generalInfo.BuildingsName} 137`);
    expect(copy._id).toBe(seedId('building', 137));
    expect(copy.units).toEqual(original.units);
    expect(grown.blogs[20]!.title).toBe(`${seed.blogs[20 % seed.blogs.length]!.title} 21`);
  });

  it('grows records the app reads as it reads the seed', () => {
    expect(grown.buildings.every((b) => buildingSchema.safeParse(b).success)).toBe(true);
    expect(grown.lands.every((l) => landSchema.safeParse(l).success)).toBe(true);
    expect(grown.projects.every((p) => projectSchema.safeParse(p).success)).toBe(true);
    expect(grown.blogs.every((b) => blogSchema.safeParse(b).success)).toBe(true);
  });

  it('is deterministic and leaves the seed as it was', () => {
    const before = structuredClone(seed);
    expect(growCatalogue(seed, 300)).toEqual(growCatalogue(seed, 300));
    expect(seed).toEqual(before);
  });
});

describe('growCollection', () => {
  it('gives the copies their own sub-document ids, and keeps the seed records’ own', () => {
    const records = [
      { _id: scaleId('b1', 1), generalInfo: { BuildingsName: 'A' }, units: [{ _id: 'u1' }, { _id: 'u2' }] },
    ];
    const grown = growCollection('buildings', records, 3);
    const subIds = grown.flatMap((record) => record.units.map((unit) => unit._id));
    expect(subIds.slice(0, 2)).toEqual(['u1', 'u2']);
    expect(new Set(subIds).size).toBe(6);
    expect(subIds.slice(2).every((id) => HEX_ID.test(id))).toBe(true);
    expect(grown.map((record) => record.generalInfo.BuildingsName)).toEqual(['A', 'A 2', 'A 3']);
  });

  it('keeps names unique where a copy’s name is already taken, and keeps records without a name', () => {
    const named = (records: { _id: string; projectName?: string }[], count: number) =>
      growCollection('projects', records, count).map((record) => record.projectName);
    expect(
      named(
        [
          { _id: 'x', projectName: 'Tower' },
          { _id: 'y', projectName: 'Tower 3' },
        ],
        3,
      ),
    ).toEqual(['Tower', 'Tower 3', 'Tower 3-1']);
    expect(named([{ _id: 'x', projectName: 'Tower' }, { _id: 'z' }], 4)).toEqual([
      'Tower',
      undefined,
      'Tower 3',
      undefined,
    ]);
    expect(growCollection('blogs', [], 5)).toEqual([]);
  });
});
