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
import { MAX_PART_BYTES } from '@/lib/pathPart';
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

const utf8 = new TextEncoder();

/**
 * Where the page for `link` is written and found. nginx decodes every %XX of an address ('%2F' too) and
 * looks for `<decoded path>/index.html` (scripts/nginx-conf.mjs); React Router writes the page at the path
 * it is given, which it also requests as a URL. So the path is the link decoded, and only when that URL
 * reads back the same segments: not for a part with '/', '?', '#', '%', '\', a dot segment, NUL or over
 * 255 bytes (250 for the id, followed by '.data') (a name never has one, src/lib/pathPart.ts titlePart;
 * an id may), whose record is left to the SPA fallback, as one added after the build is.
 */
function pagePathOf(link: string): string | undefined {
  try {
    const parts = link.split('/').map(decodeURIComponent);
    // React Router also writes `<path>.data` (the loaders' answers) beside the page's folder.
    const unfit = (part: string, index: number) =>
      part.includes('/') ||
      part.includes('\0') ||
      utf8.encode(index === parts.length - 1 ? `${part}.data` : part).length > MAX_PART_BYTES;
    if (parts.some(unfit)) return undefined;
    const decoded = parts.join('/');
    // The request React Router makes for it (`http://localhost<path>/`), decoded as its routes match it.
    const requested = new URL(`http://localhost${decoded}/`).pathname.slice(0, -1);
    return requested.split('/').map(decodeURIComponent).join('/') === decoded ? decoded : undefined;
  } catch {
    return undefined;
  }
}

/** Decoded, as React Router's pre-render matches it and nginx looks the file up. */
export async function listingPaths(apiHost: string): Promise<string[]> {
  const { buildings, lands, projects, blogs } = await readRecords(apiHost.replace(/\/+$/, ''));
  const links = [
    ...withId(buildings).map((building) => paths.building(building.generalInfo.BuildingsName, building._id)),
    ...withId(lands).map((land) => paths.land(land._id)),
    ...withId(projects).map((project) => paths.project(project.projectName, project._id)),
    ...withId(blogs).map((blog) => paths.blogPost(blog.title, blog._id)),
  ];
  return links.flatMap((link) => {
    const pagePath = pagePathOf(link);
    if (!pagePath) console.warn(`Not rendered at build (its id cannot be a file name): ${link}`);
    return pagePath ?? [];
  });
}
