import { afterEach, describe, expect, it } from 'vitest';
import { adminInfoSchema } from '@/features/auth/schema';
import { blogSchema } from '@/features/blogs/schema';
import { buildingSchema } from '@/features/buildings/schema';
import {
  ADD_UNIT_TYPES,
  APPROVALS,
  BUILDING_STATUSES,
  BUILDING_TYPES,
  EDIT_UNIT_TYPES,
  FURNISHINGS,
  PRICING_STATUSES,
} from '@/features/buildings/values';
import { jobApplicationSchema } from '@/features/careers/schema';
import { galleryImageSchema } from '@/features/gallery/schema';
import { landSchema } from '@/features/lands/schema';
import {
  LAND_STATUSES,
  LAND_TYPES,
  ROAD_ACCESS,
  SEWAGE_SYSTEMS,
  TERRAIN_TYPES,
  WATER_ACCESS,
} from '@/features/lands/values';
import { projectSchema } from '@/features/projects/schema';
import { PARKING_OPTIONS, PRICE_TYPES, PROJECT_STATUSES, PROJECT_TYPES } from '@/features/projects/values';
import { db, resetDb, seedData } from '@/mocks/db';

const seed = seedData();
const { buildings, lands, projects, blogs, applications, gallery, admins } = seed;

const used = <T>(records: readonly T[], pick: (record: T) => string) => new Set(records.map(pick));
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** The only image files the demo ships (public/images/...). */
const DEMO_IMAGES = new Set([
  ...range(6).map((n) => `/images/demo/tower-${n}.svg`),
  ...range(4).map((n) => `/images/demo/duplex-${n}.svg`),
  ...range(2).map((n) => `/images/demo/commercial-${n}.svg`),
  ...range(6).map((n) => `/images/demo/land-${n}.svg`),
  ...range(3).map((n) => `/images/demo/plan-${n}.svg`),
  ...range(3).map((n) => `/images/demo/interior-${n}.svg`),
]);
const PEOPLE = new Set(range(8).map((n) => `/images/people/person-${n}.svg`));
const RESUMES = new Set([
  '/images/demo/resume-1.pdf',
  '/images/demo/resume-2.pdf',
  '/images/demo/resume-scan-1.png',
  '/images/demo/resume-scan-2.png',
]);
const ROLES = [
  'Digital Marketing Associate',
  'Marketing Manager',
  'Business Development Executive',
  'Telecaller',
  'HR Generalist',
  'Project Coordinator',
];

describe('seed', () => {
  it('has the promised number of records', () => {
    expect(buildings.length).toBeGreaterThanOrEqual(12);
    expect(lands).toHaveLength(9);
    expect(projects).toHaveLength(8);
    expect(blogs).toHaveLength(14);
    expect(applications).toHaveLength(7);
    expect(gallery).toHaveLength(9);
    expect(admins).toHaveLength(1);
  });

  it('uses unique 24-hex ids', () => {
    const ids = [buildings, lands, projects, blogs, applications, gallery, admins].flatMap((list) =>
      list.map((record) => record._id),
    );
    expect(ids.every((id) => /^[0-9a-f]{24}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('matches the app schemas exactly, so nothing falls back to a default', () => {
    for (const record of buildings) expect(buildingSchema.parse(record)).toEqual(record);
    for (const record of lands) expect(landSchema.parse(record)).toEqual(record);
    for (const record of projects) expect(projectSchema.parse(record)).toEqual(record);
    for (const record of blogs) expect(blogSchema.parse(record)).toEqual(record);
    for (const record of applications) expect(jobApplicationSchema.parse(record)).toEqual(record);
    for (const record of gallery) expect(galleryImageSchema.parse(record)).toEqual(record);
    const { password: _password, ...admin } = admins[0]!;
    expect(adminInfoSchema.parse(admin)).toEqual(admin);
  });

  it('covers every building type, status, approval, pricing status and furnishing', () => {
    expect(used(buildings, (b) => b.generalInfo.BuildingsType)).toEqual(new Set(BUILDING_TYPES));
    expect(used(buildings, (b) => b.generalInfo.currentStatus)).toEqual(new Set(BUILDING_STATUSES));
    expect(used(buildings, (b) => b.generalInfo.approval)).toEqual(new Set(APPROVALS));
    expect(used(buildings, (b) => b.financialInfo.pricingStatus)).toEqual(new Set(PRICING_STATUSES));
    expect(used(buildings, (b) => b.extraInfo.furnishings)).toEqual(new Set(FURNISHINGS));
  });

  it('fills every building field with plausible values', () => {
    const unitTypes = new Set<string>([...ADD_UNIT_TYPES, ...EDIT_UNIT_TYPES]);
    for (const b of buildings) {
      const name = b.generalInfo.BuildingsName;
      expect(b.generalInfo.developerName, name).not.toBe('');
      expect(b.generalInfo.AppartmentType, name).not.toBe('');
      expect(b.generalInfo.locationBenifits.length, name).toBeGreaterThanOrEqual(2);
      expect(b.generalInfo.locationBenifits.length, name).toBeLessThanOrEqual(4);
      expect(b.locationDetails).toMatchObject({ state: 'Odisha', country: 'India' });
      expect(b.locationDetails.zipCode, name).toMatch(/^\d{6}$/);
      expect(b.units.length, name).toBeGreaterThanOrEqual(1);
      expect(b.units.length, name).toBeLessThanOrEqual(3);
      for (const unit of b.units) expect(unitTypes.has(unit.unitType), unit.unitType).toBe(true);
      expect(b.BuildingsImages.length, name).toBeGreaterThanOrEqual(3);
      expect(b.BuildingsImages.length, name).toBeLessThanOrEqual(5);
      for (const image of [...b.BuildingsImages, b.BuildingsPlansImage]) expect(DEMO_IMAGES).toContain(image);
      expect(b.BuildingsPlansImage).toMatch(/plan-\d\.svg$/);
      expect(b.financialInfo.sellingPrice, name).toBeGreaterThan(1_000_000);
      expect(b.financialInfo.maintenanceFees, name).toBeGreaterThan(0);
      expect(b.propertyDescription.length, name).toBeGreaterThanOrEqual(2);
      expect(b.propertyDescription.length, name).toBeLessThanOrEqual(3);
      expect(b.extraInfo.amenities.length, name).toBeGreaterThan(0);
      expect(b.physicalCharacteristics.totalArea, name).toBeGreaterThan(0);
    }
  });

  it('spreads buildings over Bhubaneswar localities and nearby cities', () => {
    expect(used(buildings, (b) => b.locationDetails.city)).toEqual(
      new Set(['Bhubaneswar', 'Cuttack', 'Puri', 'Khordha']),
    );
    const addresses = buildings.map((b) => b.locationDetails.address).join(' | ');
    for (const locality of [
      'Patia',
      'Chandrasekharpur',
      'Khandagiri',
      'Jaydev Vihar',
      'Nayapalli',
      'Saheed Nagar',
      'Raghunathpur',
      'Tamando',
    ]) {
      expect(addresses).toContain(locality);
    }
  });

  it("has names a case-insensitive search for 'green' finds, with 'green' in different cases", () => {
    const names = buildings.map((b) => b.generalInfo.BuildingsName).filter((n) => /green/i.test(n));
    expect(names.length).toBeGreaterThanOrEqual(2);
    expect(names.some((n) => n.includes('Green'))).toBe(true);
    expect(names.some((n) => n.includes('green'))).toBe(true);
  });

  it('covers every land type, status, terrain, road, water and sewage value', () => {
    expect(used(lands, (l) => l.generalInfo.propertyType)).toEqual(new Set(LAND_TYPES));
    expect(used(lands, (l) => l.generalInfo.currentStatus)).toEqual(new Set(LAND_STATUSES));
    expect(used(lands, (l) => l.physicalCharacteristics.terrainType)).toEqual(new Set(TERRAIN_TYPES));
    expect(used(lands, (l) => l.physicalCharacteristics.roadAccess)).toEqual(new Set(ROAD_ACCESS));
    expect(used(lands, (l) => l.utilities.waterAccess)).toEqual(new Set(WATER_ACCESS));
    expect(used(lands, (l) => l.utilities.sewageSystem)).toEqual(new Set(SEWAGE_SYSTEMS));
    expect(lands.filter((l) => l.propertyImages.length === 0)).toHaveLength(1);
    for (const l of lands) {
      expect(l.propertyImages.length).toBeLessThanOrEqual(3);
      for (const image of l.propertyImages) expect(DEMO_IMAGES).toContain(image);
      expect(l.physicalCharacteristics.totalArea).toBeGreaterThan(0);
      expect(l.physicalCharacteristics.soilType).not.toBe('');
      expect(l.financialInfo.sellingPrice).toBeGreaterThan(0);
    }
  });

  it('covers every project status and type', () => {
    expect(used(projects, (p) => p.projectStatus)).toEqual(new Set(PROJECT_STATUSES));
    expect(used(projects, (p) => p.projectType)).toEqual(new Set(PROJECT_TYPES));
    for (const p of projects) {
      expect(p.amenities.length, p.projectName).toBeGreaterThanOrEqual(2);
      expect(p.amenities.length, p.projectName).toBeLessThanOrEqual(5);
      expect(p.images.length, p.projectName).toBeGreaterThanOrEqual(2);
      expect(p.images.length, p.projectName).toBeLessThanOrEqual(5);
      for (const image of p.images) expect(DEMO_IMAGES).toContain(image);
      expect(PRICE_TYPES).toContain(p.priceType);
      expect(PARKING_OPTIONS).toContain(p.parkingFacility);
    }
  });

  it('dates blogs across 2025 and 2026, some without an author image', () => {
    const years = used(blogs, (b) => new Date(b.createdDate).toISOString().slice(0, 4));
    expect(years).toEqual(new Set(['2025', '2026']));
    for (const b of blogs) {
      expect(b.paragraphs.length, b.title).toBeGreaterThanOrEqual(2);
      expect(b.paragraphs.length, b.title).toBeLessThanOrEqual(4);
      expect(b.sortParagraph, b.title).not.toBe('');
      expect(DEMO_IMAGES).toContain(b.blogImage);
      if (b.authorImage) expect(PEOPLE).toContain(b.authorImage);
    }
    expect(blogs.some((b) => b.authorImage === '')).toBe(true);
    expect(blogs.some((b) => b.authorImage !== '')).toBe(true);
  });

  it('has applications for all six roles with PDF and image resumes', () => {
    expect(used(applications, (a) => a.jobData.role)).toEqual(new Set(ROLES));
    expect(used(applications, (a) => a.jobData.type)).toEqual(new Set(['Full-Time']));
    for (const a of applications) expect(RESUMES).toContain(a.resume);
    expect(applications.some((a) => a.resume.endsWith('.pdf'))).toBe(true);
    expect(applications.some((a) => a.resume.endsWith('.png'))).toBe(true);
    expect(applications.filter((a) => a.jobLetter === '')).toHaveLength(1);
    expect(applications.every((a) => /^\d{10}$/.test(a.phone))).toBe(true);
  });

  it('names every gallery image', () => {
    for (const image of gallery) {
      expect(image.name).not.toBe('');
      expect(DEMO_IMAGES).toContain(image.img_url);
    }
  });
});

describe('resetDb', () => {
  // The files of a worker share the demo database (isolate: false): none leaves it changed.
  afterEach(() => resetDb());

  it('restores the seed after changes', () => {
    db.buildings.splice(0, 3);
    db.lands.push({ ...seed.lands[0]!, _id: 'ffffffffffffffffffffffff' });
    db.admins[0]!.password = 'changed';
    db.blogs[0]!.title = 'Changed';
    resetDb();
    expect(db).toEqual(seedData());
  });

  it('never lets a change reach the seed itself', () => {
    db.projects[0]!.projectName = 'Changed';
    expect(seedData().projects[0]!.projectName).not.toBe('Changed');
  });
});
