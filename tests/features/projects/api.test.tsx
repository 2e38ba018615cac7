import { describe, expect, it } from 'vitest';
import {
  createProject,
  deleteProject,
  getAllProjects,
  getProjectById,
  updateProject,
} from '@/features/projects/api';
import { errorMessage } from '@/lib/errors';
import { describeCalls } from '@tests/test-utils/calls';
import { capture, EMPTY_ANSWERS, failureOf, json } from '@tests/test-utils/capture';
import { emptyProject, project, projectInput } from '@tests/test-utils/fixtures';

const ALL = '/real-estate/project/get_all_project';
const BY_ID = '/real-estate/project/get_project_by_id/:id';
const CREATE = '/real-estate/project/create_project';

describeCalls('projects', [
  { name: 'getAllProjects', method: 'GET', path: '/project/get_all_project', call: getAllProjects },
  {
    name: 'getProjectById',
    method: 'GET',
    path: '/project/get_project_by_id/prj-1',
    call: () => getProjectById('prj-1'),
  },
  {
    name: 'createProject',
    method: 'POST',
    path: '/project/create_project',
    payload: projectInput,
    call: () => createProject(projectInput),
    reply: json({ data: project }),
  },
  {
    name: 'updateProject',
    method: 'PATCH',
    path: '/project/update_project_by_id/prj-1',
    payload: project,
    call: () => updateProject('prj-1', project),
  },
  {
    name: 'deleteProject',
    method: 'DELETE',
    path: '/project/delete_project_by_id/prj-1',
    call: () => deleteProject('prj-1'),
  },
]);

describe('createProject payload', () => {
  it('sends exactly the fields the backend takes, amenities and images as lists', async () => {
    const endpoint = capture(CREATE, json({ data: project }));
    await createProject(projectInput);
    const body = endpoint.last.json as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      [
        'amenities',
        'description',
        'images',
        'location',
        'parkingFacility',
        'priceType',
        'projectName',
        'projectStatus',
        'projectType',
        'yearOfCompletion',
      ].sort(),
    );
    expect(body.amenities).toEqual(['Club house', 'Garden']);
    expect(body.images).toEqual(project.images);
    expect(body.yearOfCompletion).toBe(2027);
  });
});

describe('project ids in paths', () => {
  it('are encoded', async () => {
    const endpoint = capture('/real-estate/project/*');
    await updateProject('p 1/2', project);
    expect(endpoint.last.pathname).toBe('/real-estate/project/update_project_by_id/p%201%2F2');
  });
});

describe('getAllProjects answers', () => {
  it.each([
    ['a bare array', [project]],
    ['an array in projects', { projects: [project] }],
    ['an array in data', { data: [project] }],
  ])('reads %s', async (_label, answer) => {
    capture(ALL, json(answer));
    await expect(getAllProjects()).resolves.toEqual([project]);
  });

  it.each(EMPTY_ANSWERS)('answers an empty list for %s', async (_label, reply) => {
    capture(ALL, reply);
    await expect(getAllProjects()).resolves.toEqual([]);
  });

  it('keeps good records around malformed ones', async () => {
    capture(
      ALL,
      json({
        projects: [
          project,
          null,
          'oops',
          {
            _id: 'p2',
            projectName: ['x'],
            yearOfCompletion: '2030',
            amenities: 'Gym',
            images: [null, 'a.jpg'],
          },
          project,
        ],
      }),
    );
    expect(await getAllProjects()).toEqual([
      project,
      { ...emptyProject, _id: 'p2', yearOfCompletion: 2030, images: ['a.jpg'] },
      project,
    ]);
  });

  it('reports massage (the backend spelling) on failure', async () => {
    capture(ALL, json({ massage: 'Projects could not be loaded' }, 500));
    expect(errorMessage(await failureOf(getAllProjects()))).toBe('Projects could not be loaded');
  });
});

describe('getProjectById answers', () => {
  it.each([
    ['the projects object', { projects: project }],
    ['a record in project', { project }],
    ['a record in data', { data: project }],
    ['a bare record', project],
  ])('reads %s', async (_label, answer) => {
    capture(BY_ID, json(answer));
    await expect(getProjectById('prj-1')).resolves.toEqual(project);
  });

  it.each(EMPTY_ANSWERS)('answers the all-defaults project for %s', async (_label, reply) => {
    capture(BY_ID, reply);
    await expect(getProjectById('prj-1')).resolves.toEqual(emptyProject);
  });

  it('repairs wrong types and nulls', async () => {
    capture(
      BY_ID,
      json({ projects: { ...project, yearOfCompletion: 'soon', projectStatus: null, amenities: null } }),
    );
    expect(await getProjectById('prj-1')).toEqual({
      ...project,
      yearOfCompletion: 0,
      projectStatus: '',
      amenities: [],
    });
  });

  it.each([
    ['message', { message: 'Project not found' }],
    ['massage', { massage: 'Project not found' }],
  ])('reports %s on failure', async (_label, body) => {
    capture(BY_ID, json(body, 404));
    expect(errorMessage(await failureOf(getProjectById('nope')))).toBe('Project not found');
  });
});

describe('createProject answers', () => {
  it('reads the created project from data', async () => {
    capture(CREATE, json({ data: project, massage: 'Project Created' }));
    await expect(createProject(projectInput)).resolves.toEqual(project);
  });

  it.each(EMPTY_ANSWERS)('answers the all-defaults project for %s', async (_label, reply) => {
    capture(CREATE, reply);
    await expect(createProject(projectInput)).resolves.toEqual(emptyProject);
  });

  it('repairs a malformed created project', async () => {
    capture(CREATE, json({ data: { _id: 99, projectName: 'New', images: 'one.jpg' } }));
    await expect(createProject(projectInput)).resolves.toEqual({
      ...emptyProject,
      _id: '99',
      projectName: 'New',
    });
  });

  it.each([
    ['massage', { massage: 'projectName is required' }],
    ['message', { message: 'projectName is required' }],
  ])('reports %s on failure', async (_label, body) => {
    capture(CREATE, json(body, 400));
    expect(errorMessage(await failureOf(createProject(projectInput)))).toBe('projectName is required');
  });
});

describe('updateProject and deleteProject', () => {
  it.each(EMPTY_ANSWERS)('accept %s as success', async (_label, reply) => {
    capture('/real-estate/project/*', reply);
    await expect(updateProject('prj-1', project)).resolves.toBeUndefined();
    await expect(deleteProject('prj-1')).resolves.toBeUndefined();
  });

  it('update reports massage on failure', async () => {
    capture('/real-estate/project/update_project_by_id/:id', json({ massage: 'Invalid priceType' }, 400));
    expect(errorMessage(await failureOf(updateProject('prj-1', project)))).toBe('Invalid priceType');
  });

  it('delete reports message on failure, and the caller fallback without one', async () => {
    capture('/real-estate/project/delete_project_by_id/:id', json({ message: 'Not allowed' }, 403));
    expect(errorMessage(await failureOf(deleteProject('prj-1')))).toBe('Not allowed');
    capture('/real-estate/project/delete_project_by_id/:id', json({}, 500));
    expect(errorMessage(await failureOf(deleteProject('prj-1')), "Couldn't delete the project !")).toBe(
      "Couldn't delete the project !",
    );
  });
});
