import { beforeEach, describe, expect, it } from 'vitest';
import type { Project, ProjectInput } from '@/features/projects/schema';
import { seedProjects } from '@/mocks/seed/projects';
import { call, demoAdminToken as signIn } from '@tests/test-utils/demoClient';
import { serveDemoBackend } from '@tests/test-utils/server';

serveDemoBackend();

const input: ProjectInput = {
  projectName: 'Lingaraj Enclave',
  projectType: 'Simplex',
  projectStatus: 'Upcoming',
  parkingFacility: 'Yes',
  amenities: ['Gymnasium', 'Temple'],
  description: 'Simplex homes near the old town.',
  location: 'Old Town, Bhubaneswar',
  yearOfCompletion: 2029,
  priceType: 'On Request',
  images: ['/images/demo/duplex-1.svg'],
};

describe('projects', () => {
  let token = '';
  beforeEach(async () => {
    token = await signIn();
  });

  it('wraps the list and the single project in `projects`', async () => {
    const list = await call<{ projects: Project[] }>('GET', '/project/get_all_project');
    expect(list.body.projects).toHaveLength(seedProjects.length);
    const first = seedProjects[0]!;
    const one = await call<{ projects: Project }>('GET', `/project/get_project_by_id/${first._id}`);
    expect(one.body.projects).toEqual(first);
  });

  it('answers errors under `massage`, the backend spelling', async () => {
    const missing = await call('GET', '/project/get_project_by_id/0123456789abcdef01234567');
    expect(missing).toEqual({ status: 404, body: { massage: 'Project not found' } });
    const incomplete = await call('POST', '/project/create_project', {
      body: { ...input, projectStatus: '' },
      token,
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body).toHaveProperty('massage');
    expect(incomplete.body).not.toHaveProperty('message');
    expect(
      (await call('POST', '/project/create_project', { body: { projectStatus: 'Ongoing' }, token })).status,
    ).toBe(400);
  });

  it('creates, patches and deletes a project', async () => {
    const created = await call<{ data: Project }>('POST', '/project/create_project', { body: input, token });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject(input);
    const id = created.body.data._id;

    const patched = await call('PATCH', `/project/update_project_by_id/${id}`, {
      body: { projectStatus: 'Ongoing', amenities: ['Gymnasium'] },
      token,
    });
    expect(patched.status).toBe(200);
    const read = await call<{ projects: Project }>('GET', `/project/get_project_by_id/${id}`);
    expect(read.body.projects).toMatchObject({
      ...input,
      projectStatus: 'Ongoing',
      amenities: ['Gymnasium'],
      _id: id,
    });

    const unknown = await call('PATCH', '/project/update_project_by_id/0123456789abcdef01234567', {
      body: input,
      token,
    });
    expect(unknown).toEqual({ status: 404, body: { massage: 'Project not found' } });

    expect((await call('DELETE', `/project/delete_project_by_id/${id}`, { token })).status).toBe(200);
    expect((await call('DELETE', `/project/delete_project_by_id/${id}`, { token })).body).toEqual({
      massage: 'Project not found',
    });
  });
});
