/**
 * What the back-office tests share: records made to order, a small in-test backend for the list
 * calls (so a test controls exactly what the list holds) and uploads that answer known URLs.
 */
import { configure, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Blog } from '@/features/blogs/schema';
import type { JobApplication } from '@/features/careers/schema';
import type { Project } from '@/features/projects/schema';
import { server } from '@/mocks/node';

const STATUSES = ['Ongoing', 'Finished', 'Upcoming'] as const;

export function makeProject(n: number, overrides: Partial<Project> = {}): Project {
  return {
    _id: `prj-${n}`,
    projectName: `Project ${String(n).padStart(2, '0')}`,
    projectType: 'Duplex',
    projectStatus: STATUSES[(n - 1) % STATUSES.length]!,
    parkingFacility: 'Yes',
    amenities: ['Garden'],
    description: `Description ${n}`,
    location: `Location ${n}`,
    yearOfCompletion: 2026,
    priceType: 'Call For Price',
    images: [],
    ...overrides,
  };
}

export const makeProjects = (count: number) => Array.from({ length: count }, (_, i) => makeProject(i + 1));

export function makeBlog(n: number, overrides: Partial<Blog> = {}): Blog {
  return {
    _id: `blog-${n}`,
    blogImage: '',
    category: 'Finance',
    title: `Blog title ${String(n).padStart(2, '0')}`,
    authorName: `Author ${n}`,
    authorImage: '',
    paragraphs: [`First paragraph of blog ${n}.`, `Second paragraph of blog ${n}.`],
    sortParagraph: `Summary of blog ${n}`,
    createdDate: new Date(Date.UTC(2025, 0, 1) + n * 86_400_000).toISOString(),
    ...overrides,
  };
}

export function makeApplication(n: number, overrides: Partial<JobApplication> = {}): JobApplication {
  return {
    _id: `app-${n}`,
    name: `Applicant ${String(n).padStart(2, '0')}`,
    email: `applicant${n}@example.com`,
    phone: `98765432${String(n).padStart(2, '0')}`,
    jobLetter: `Letter ${n}`,
    resume: `https://files.example.com/resume-${n}.pdf`,
    jobData: { role: 'Telecaller', type: 'Full-Time' },
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/**
 * Serves the project list and deletes from `projects` (changed in place), so a test knows exactly
 * what every page holds. Returns the ids asked to be deleted.
 */
export function projectBackend(projects: Project[]) {
  const deleted: string[] = [];
  server.use(
    http.get('*/real-estate/project/get_all_project', () => HttpResponse.json({ projects })),
    http.delete<{ id: string }>('*/real-estate/project/delete_project_by_id/:id', ({ params }) => {
      deleted.push(params.id);
      const index = projects.findIndex((project) => project._id === params.id);
      if (index >= 0) projects.splice(index, 1);
      return HttpResponse.json({ massage: 'deleted' });
    }),
  );
  return { deleted };
}

/** Uploads answer https://img.example.com/upload-<n>.png, numbered from 1 in order. */
export function predictableUploads() {
  let count = 0;
  const presets: string[] = [];
  server.use(
    http.post('*/demo-services/upload', async ({ request }) => {
      const form = await request.formData();
      presets.push(String(form.get('upload_preset')));
      count += 1;
      return HttpResponse.json({ secure_url: `https://img.example.com/upload-${count}.png` });
    }),
  );
  return { presets };
}

export const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });

/** The text of every row of the first table on the page, header row left out. */
export function tableRows(): HTMLElement[] {
  const table = screen.getByRole('table');
  return Array.from(table.querySelectorAll('tbody tr'));
}

// The machine running these may be busy: give every findBy/waitFor more time than the default second.
configure({ asyncUtilTimeout: 4000 });

/** Holds a mocked answer back until the test opens it, so a busy state can be seen for certain. */
export function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open: () => open() };
}
