/** A record added after the build opens through the SPA fallback until the next build. */
import { paths } from '@/config/paths';
import { ALL_BLOGS_PATH } from '@/features/blogs/api';
import { blogSchema, type Blog } from '@/features/blogs/schema';
import { ALL_BUILDINGS_PATH } from '@/features/buildings/api';
import { buildingSchema, type Building } from '@/features/buildings/schema';
import { ALL_LANDS_PATH } from '@/features/lands/api';
import { landSchema, type Land } from '@/features/lands/schema';
import { ALL_PROJECTS_PATH } from '@/features/projects/api';
import { projectSchema, type Project } from '@/features/projects/schema';
import { parseList } from '@/lib/parse';
import { seedBlogs } from '@/mocks/seed/blogs';
import { seedBuildings } from '@/mocks/seed/buildings';
import { seedLands } from '@/mocks/seed/lands';
import { seedProjects } from '@/mocks/seed/projects';

interface Records {
  buildings: Building[];
  lands: Land[];
  projects: Project[];
  blogs: Blog[];
}

/** A backend that does not answer fails the build. */
async function readRecords(apiHost: string): Promise<Records> {
  if (!apiHost) {
    return { buildings: seedBuildings, lands: seedLands, projects: seedProjects, blogs: seedBlogs };
  }
  const read = async (path: string) => {
    const response = await fetch(`${apiHost}/real-estate${path}`, { signal: AbortSignal.timeout(30_000) });
    if (!response.ok) throw new Error(`The backend answered ${path} with ${response.status}`);
    return (await response.json()) as unknown;
  };
  const [buildings, lands, projects, blogs] = await Promise.all([
    read(ALL_BUILDINGS_PATH),
    read(ALL_LANDS_PATH),
    read(ALL_PROJECTS_PATH),
    read(ALL_BLOGS_PATH),
  ]);
  return {
    buildings: parseList(buildingSchema, buildings),
    lands: parseList(landSchema, lands),
    projects: parseList(projectSchema, projects, ['projects', 'data']),
    blogs: parseList(blogSchema, blogs, ['blogs', 'data']),
  };
}

const withId = <T extends { _id: string }>(records: readonly T[]) =>
  records.filter((record) => record._id.trim());

/** Decoded, as React Router's pre-render matches it and nginx looks the file up. */
export async function listingPaths(apiHost: string): Promise<string[]> {
  const { buildings, lands, projects, blogs } = await readRecords(apiHost.replace(/\/+$/, ''));
  const links = [
    ...withId(buildings).map((building) => paths.building(building.generalInfo.BuildingsName, building._id)),
    ...withId(lands).map((land) => paths.land(land._id)),
    ...withId(projects).map((project) => paths.project(project.projectName, project._id)),
    ...withId(blogs).map((blog) => paths.blogPost(blog.title, blog._id)),
  ];
  return links.map((link) => decodeURI(link));
}
