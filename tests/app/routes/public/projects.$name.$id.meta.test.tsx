import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { meta } from '@/app/routes/public/projects.$name.$id';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { projectQueries } from '@/features/projects/hooks';
import { prerenderQuery } from '@/lib/prerenderQuery';
import { seedProjects } from '@/mocks/seed/projects';

type MetaArgs = Parameters<typeof meta>[0];
const project = seedProjects[0]!;
const path = paths.project(project.projectName, project._id);

const argsWith = (prerendered: unknown, pathname = path) =>
  ({
    loaderData: { prerendered },
    params: { name: project.projectName, id: project._id },
    location: { pathname, search: '', hash: '', state: null, key: 'default' },
  }) as unknown as MetaArgs;

const find = (tags: MetaDescriptor[], key: string, value: string) =>
  tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

describe("the project page's meta", () => {
  it('names the project, describes it and shares its first photo, from the answer rendered at build time', async () => {
    const prerendered = await prerenderQuery(projectQueries.one(project._id));
    const tags = meta(argsWith(prerendered));
    expect(find(tags, 'title', `${project.projectName} | Kalinga Habitats`)).toBeDefined();
    expect(find(tags, 'rel', 'canonical')?.href).toBe(`${env.siteUrl}${path}`);
    expect(find(tags, 'property', 'og:image')?.content).toBe(`${env.siteUrl}${project.images[0]}`);
    const description = find(tags, 'name', 'description')?.content ?? '';
    expect(description).toContain(project.projectName);
    expect(description).toContain(project.location);
    expect(description).not.toMatch(/\d{5,}/);
  });

  it('falls back to the name in the address and the general share image when nothing was rendered', () => {
    const tags = meta(argsWith(undefined));
    expect(find(tags, 'title', `${project.projectName} | Kalinga Habitats`)).toBeDefined();
    expect(find(tags, 'rel', 'canonical')?.href).toBe(`${env.siteUrl}${path}`);
    expect(find(tags, 'property', 'og:image')?.content).toBe(`${env.siteUrl}/images/og-default.jpg`);
  });
});
