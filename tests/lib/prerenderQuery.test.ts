import { afterEach, describe, expect, it, vi } from 'vitest';
import { blogQueries } from '@/features/blogs/hooks';
import { seedBlogs } from '@/mocks/seed/blogs';
import { answer, countCalls } from '@tests/test-utils/answers';
import { serveDemoBackend } from '@tests/test-utils/server';

serveDemoBackend();

const BLOGS = '/blogs/get-all-blogs';

// The build's cache lives in the module: each test takes a fresh one, as each build does.
async function freshBuild() {
  vi.resetModules();
  return import('@/lib/prerenderQuery');
}

describe('reads at build time', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('reads a list once a build, however many pages need it', async () => {
    vi.stubEnv('DEV', false);
    const { prerenderRead } = await freshBuild();
    const calls = countCalls(BLOGS);
    const first = seedBlogs[0]!;
    const pages = await Promise.all(
      seedBlogs.slice(0, 5).map((post) => prerenderRead(blogQueries.post(post._id))),
    );
    await prerenderRead(blogQueries.post(first._id));
    expect(calls()).toBe(1);
    expect(pages[0]?.post?._id).toBe(first._id);
  });

  it("gives a post's page the post and the few like it, not the blog", async () => {
    const { prerenderQuery, prerenderedAnswer } = await freshBuild();
    const post = seedBlogs[0]!;
    const state = await prerenderQuery(blogQueries.post(post._id));
    expect(state.queries).toHaveLength(1);
    const page = prerenderedAnswer<{ post: { _id: string }; more: object[] }>(state);
    expect(page?.post._id).toBe(post._id);
    expect(page?.more.length).toBeLessThanOrEqual(3);
    expect(page?.more.every((card) => !('paragraphs' in card))).toBe(true);
    expect(JSON.stringify(state).length).toBeLessThan(JSON.stringify(post).length * 4);
    // Dated long ago: the browser asks again as soon as the page is interactive.
    expect(state.queries[0]?.state.dataUpdatedAt).toBe(0);
  });

  it('answers nothing when the backend fails, so the page is written loading', async () => {
    const { prerenderRead } = await freshBuild();
    answer(BLOGS, 'server-error');
    expect(await prerenderRead(blogQueries.all())).toBeUndefined();
  });

  it('reads afresh for each page the dev server renders, so it shows edits', async () => {
    const { prerenderRead } = await freshBuild();
    const calls = countCalls(BLOGS);
    expect(await prerenderRead(blogQueries.all())).toHaveLength(seedBlogs.length);
    await prerenderRead(blogQueries.all());
    expect(calls()).toBe(2);
  });
});
