import { describe, expect, it } from 'vitest';
import { shownRows } from '@/components/admin/useAdminList';
import { matchesProject, type ProjectQuery } from '@/features/projects/admin/filterProjects';
import { projectSchema, type Project } from '@/features/projects/schema';
import { paginate } from '@/lib/pagination';

const project = (projectName: string, projectStatus: string): Project =>
  projectSchema.parse({ _id: projectName, projectName, projectStatus });

const list = [
  project('Green Valley', 'Ongoing'),
  project('Kalinga Heights', 'Finished'),
  project('Emerald Greens', 'Upcoming'),
  project('Riverside', 'Completed'),
  project('Valley View', ' ongoing '),
];
const filterProjects = (projects: readonly Project[], query: ProjectQuery) => [
  ...shownRows(projects, query, matchesProject),
];
const names = (projects: Project[]) => projects.map((p) => p.projectName);

describe('filterProjects', () => {
  it('keeps everything without a search or a status', () => {
    expect(filterProjects(list, { q: '', status: '' })).toHaveLength(list.length);
    expect(filterProjects(list, { q: '   ', status: '' })).toHaveLength(list.length);
  });

  it('matches part of the name in any case, ignoring surrounding spaces', () => {
    expect(names(filterProjects(list, { q: ' VALLEY ', status: '' }))).toEqual([
      'Green Valley',
      'Valley View',
    ]);
    expect(names(filterProjects(list, { q: 'gReEn', status: '' }))).toEqual([
      'Green Valley',
      'Emerald Greens',
    ]);
    expect(filterProjects(list, { q: 'nothing like it', status: '' })).toEqual([]);
  });

  it('matches the status in any case; Finished and Completed are one status', () => {
    expect(names(filterProjects(list, { q: '', status: 'Ongoing' }))).toEqual([
      'Green Valley',
      'Valley View',
    ]);
    expect(names(filterProjects(list, { q: '', status: 'finished' }))).toEqual([
      'Kalinga Heights',
      'Riverside',
    ]);
    expect(names(filterProjects(list, { q: '', status: 'Completed' }))).toEqual([
      'Kalinga Heights',
      'Riverside',
    ]);
  });

  it('needs both the search and the status to match', () => {
    expect(names(filterProjects(list, { q: 'valley', status: 'Upcoming' }))).toEqual([]);
    expect(names(filterProjects(list, { q: 'view', status: 'Ongoing' }))).toEqual(['Valley View']);
  });

  it('filters and pages 10,000 projects in well under 5 ms on average', () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      project(`Project ${i}`, ['Ongoing', 'Finished', 'Upcoming'][i % 3]!),
    );
    const runs = 20;
    const started = performance.now();
    for (let i = 0; i < runs; i += 1)
      paginate(filterProjects(many, { q: 'project 9', status: 'Upcoming' }), 3, 5);
    // A loose bound: the budget is measured by `npm run bench`; this only catches a quadratic slip.
    expect((performance.now() - started) / runs).toBeLessThan(25);
  });
});
