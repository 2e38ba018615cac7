/** The app's own api modules against the demo backend: the answer shapes are the ones they read. */
// Runs in jsdom: the calls go out as the page makes them (axios's XHR adapter, addresses relative to the page, the session in its storage).
import { describe, expect, it } from 'vitest';
import { getAllAdmins, login, recoverPassword } from '@/features/auth/api';
import { createBlog, getAllBlogs } from '@/features/blogs/api';
import { addBuilding, getAllBuildings, getBuildingById } from '@/features/buildings/api';
import { applyForJob, getAllApplications } from '@/features/careers/api';
import { getGalleryImages } from '@/features/gallery/api';
import { getAllLands, getLandById } from '@/features/lands/api';
import { createProject, getAllProjects, getProjectById } from '@/features/projects/api';
import { errorMessage } from '@/lib/errors';
import { saveSession } from '@/lib/session';
import { seedData } from '@/mocks/db';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, DEMO_ADMIN_PHONE } from '@/mocks/seed/admins';

const seed = seedData();

async function signInLikeTheApp() {
  const answer = await login({ phoneNo: DEMO_ADMIN_PHONE, password: DEMO_ADMIN_PASSWORD });
  saveSession(answer.details, answer.token);
  return answer;
}

describe('app api modules on the demo backend', () => {
  it('read every public list and record as seeded', async () => {
    expect(await getAllBuildings()).toEqual(seed.buildings);
    expect(await getBuildingById(seed.buildings[3]!._id)).toEqual(seed.buildings[3]);
    expect(await getAllLands()).toEqual(seed.lands);
    expect(await getLandById(seed.lands[5]!._id)).toEqual(seed.lands[5]);
    expect(await getAllProjects()).toEqual(seed.projects);
    expect(await getProjectById(seed.projects[2]!._id)).toEqual(seed.projects[2]);
    expect(await getGalleryImages()).toEqual(seed.gallery);
    expect(await getAllBlogs()).toHaveLength(seed.blogs.length);
  });

  it('sign in, then make admin calls with the stored token', async () => {
    const { details } = await signInLikeTheApp();
    expect(details.name).toBe('Ananya Mohanty');
    expect((await getAllAdmins()).map((admin) => admin._id)).toContain(details._id);
    expect(await addBuilding({ ...seed.buildings[0]!, _id: undefined })).toBe(true);
    const blog = await createBlog({ ...seed.blogs[0]!, title: 'A new post' });
    expect(blog._id).toMatch(/^[0-9a-f]{24}$/);
    const project = await createProject({ ...seed.projects[0]!, projectName: 'New project' });
    expect(project.projectName).toBe('New project');
    expect(await getAllApplications()).toHaveLength(seed.applications.length);
  });

  it('surface the server messages the screens show', async () => {
    const wrong = await login({ phoneNo: DEMO_ADMIN_PHONE, password: 'nope' }).catch(
      (error: unknown) => error,
    );
    expect(errorMessage(wrong)).toBe('Invalid phone number or password');
    const unknown = await recoverPassword({
      email: 'x@example.com',
      phoneNo: DEMO_ADMIN_PHONE,
      newPassword: 'abcdef',
    })
      .then(() => null)
      .catch((error: unknown) => error);
    expect(errorMessage(unknown)).toBe('No account matches that email and phone number');
    await signInLikeTheApp();
    const bad = await createProject({ ...seed.projects[0]!, projectName: '' }).catch(
      (error: unknown) => error,
    );
    expect(errorMessage(bad)).toBe('Project name and project status are required');
  });

  it('accept a job application and show it to the admin', async () => {
    await applyForJob({
      name: 'Rashmi Panda',
      email: 'rashmi@example.com',
      phone: '9437098765',
      jobLetter: 'Hello',
      resume: '/images/demo/resume-1.pdf',
      jobData: { role: 'HR Generalist', type: 'Full-Time' },
    });
    await signInLikeTheApp();
    const [newest] = await getAllApplications();
    expect(newest?.name).toBe('Rashmi Panda');
  });

  it('let a recovered password sign in', async () => {
    await recoverPassword({ email: DEMO_ADMIN_EMAIL, phoneNo: DEMO_ADMIN_PHONE, newPassword: 'changed1' });
    await expect(login({ phoneNo: DEMO_ADMIN_PHONE, password: 'changed1' })).resolves.toHaveProperty('token');
  });
});
