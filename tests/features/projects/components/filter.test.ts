import { describe, expect, it } from 'vitest';
import {
  cardAmenity,
  filterProjects,
  STATUS_FILTERS,
  toStatusFilter,
} from '@/features/projects/components/filter';
import type { Project } from '@/features/projects/schema';
import { project } from '@tests/test-utils/fixtures';

const make = (projectName: string, projectStatus: string): Project => ({
  ...project,
  _id: projectName,
  projectName,
  projectStatus,
});

const list = [
  make('Green Valley Phase II', 'Ongoing'),
  make('Kalinga Heights', 'Finished'),
  make('Emerald Greens Villas', 'Upcoming'),
  make('Puri Sea View', 'Completed'),
  make('Old Town Homes', 'ongoing'),
];
const names = (projects: Project[]) => projects.map((p) => p.projectName);

describe('the public project filter', () => {
  it('offers All, Ongoing, Completed and Upcoming', () => {
    expect(STATUS_FILTERS).toEqual(['All', 'Ongoing', 'Completed', 'Upcoming']);
  });

  it('All shows every project', () => {
    expect(filterProjects(list, { status: 'All', query: '' })).toEqual(list);
  });

  it("Completed includes a project stored as 'Finished'", () => {
    expect(names(filterProjects(list, { status: 'Completed', query: '' }))).toEqual([
      'Kalinga Heights',
      'Puri Sea View',
    ]);
  });

  it('matches statuses regardless of case', () => {
    expect(names(filterProjects(list, { status: 'Ongoing', query: '' }))).toEqual([
      'Green Valley Phase II',
      'Old Town Homes',
    ]);
  });

  it('combines the status with a case-insensitive name search', () => {
    expect(names(filterProjects(list, { status: 'All', query: 'GREEN' }))).toEqual([
      'Green Valley Phase II',
      'Emerald Greens Villas',
    ]);
    expect(names(filterProjects(list, { status: 'Upcoming', query: 'green' }))).toEqual([
      'Emerald Greens Villas',
    ]);
    expect(filterProjects(list, { status: 'Completed', query: 'green' })).toEqual([]);
  });

  it('reads unknown URL values as All', () => {
    expect(toStatusFilter('completed')).toBe('Completed');
    expect(toStatusFilter('Finished')).toBe('All');
    expect(toStatusFilter('')).toBe('All');
  });
});

describe('cardAmenity (the card shows only the second amenity)', () => {
  it('is the second item, or nothing', () => {
    expect(cardAmenity({ ...project, amenities: ['Pool', 'Gym', 'Garden'] })).toBe('Gym');
    expect(cardAmenity({ ...project, amenities: ['Pool'] })).toBeNull();
    expect(cardAmenity({ ...project, amenities: [] })).toBeNull();
  });
});
