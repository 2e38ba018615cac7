import { http, HttpResponse } from 'msw';
import { projectSchema, type Project } from '@/features/projects/schema';
import { commit, db, newId } from '@/mocks/db';
import { latency } from '@/mocks/latency';
import { INVALID_BODY, api, errorAnswer, readJson, requireAdmin } from './common';

/** Project errors carry `massage`: the real backend's spelling, which the app reads. */
const M = 'massage';
const PROJECT_NOT_FOUND = 'Project not found';
const PROJECT_REQUIRED = 'Project name and project status are required';

const indexOf = (id: string) => db.projects.findIndex((project) => project._id === id);
const isComplete = (project: Project) =>
  project.projectName.trim() !== '' && project.projectStatus.trim() !== '';

export const projectHandlers = [
  http.get(api('/project/get_all_project'), async () => {
    await latency();
    return HttpResponse.json({ projects: db.projects });
  }),

  http.get<{ id: string }>(api('/project/get_project_by_id/:id'), async ({ params }) => {
    await latency();
    const project = db.projects[indexOf(params.id)];
    return project ? HttpResponse.json({ projects: project }) : errorAnswer(404, PROJECT_NOT_FOUND, M);
  }),

  http.post(api('/project/create_project'), async ({ request }) => {
    await latency();
    const denied = requireAdmin(request, M);
    if (denied) return denied;
    const body = await readJson(request);
    if (!body) return errorAnswer(400, INVALID_BODY, M);
    const project = projectSchema.parse({ ...body, _id: newId() });
    if (!isComplete(project)) return errorAnswer(400, PROJECT_REQUIRED, M);
    db.projects.push(project);
    await commit();
    return HttpResponse.json({ massage: 'Project created successfully', data: project }, { status: 201 });
  }),

  http.patch<{ id: string }>(api('/project/update_project_by_id/:id'), async ({ request, params }) => {
    await latency();
    const denied = requireAdmin(request, M);
    if (denied) return denied;
    const index = indexOf(params.id);
    const existing = db.projects[index];
    if (!existing) return errorAnswer(404, PROJECT_NOT_FOUND, M);
    const body = await readJson(request);
    if (!body) return errorAnswer(400, INVALID_BODY, M);
    // PATCH: fields present in the body replace the stored ones; the id stays.
    const project = projectSchema.parse({ ...existing, ...body, _id: existing._id });
    if (!isComplete(project)) return errorAnswer(400, PROJECT_REQUIRED, M);
    db.projects[index] = project;
    await commit();
    return HttpResponse.json({ massage: 'Project updated successfully', data: project });
  }),

  http.delete<{ id: string }>(api('/project/delete_project_by_id/:id'), async ({ request, params }) => {
    await latency();
    const denied = requireAdmin(request, M);
    if (denied) return denied;
    const index = indexOf(params.id);
    if (index < 0) return errorAnswer(404, PROJECT_NOT_FOUND, M);
    db.projects.splice(index, 1);
    await commit();
    return HttpResponse.json({ massage: 'Project deleted successfully' });
  }),
];
