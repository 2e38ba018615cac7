import { http } from '../../lib/http';
import { loadParsers } from '../../lib/loadParsers';
import type { Project, ProjectInput } from './schema';

const id = (value: string) => encodeURIComponent(value);

export async function getAllProjects(): Promise<Project[]> {
  const [{ data }, { parseList, projectSchema }] = await Promise.all([
    http.get<unknown>('/project/get_all_project'),
    loadParsers(() => import('./schema')),
  ]);
  return parseList(projectSchema, data, ['projects', 'data']);
}

export async function getProjectById(projectId: string): Promise<Project> {
  const [{ data }, { parseOne, projectSchema }] = await Promise.all([
    http.get<unknown>(`/project/get_project_by_id/${id(projectId)}`),
    loadParsers(() => import('./schema')),
  ]);
  return parseOne(projectSchema, data, ['projects', 'project', 'data']);
}

/** SPEC.md §7: the answer's `data` is the created project. */
export async function createProject(project: ProjectInput): Promise<Project> {
  const [{ data }, { parseOne, projectSchema }] = await Promise.all([
    http.post<unknown>('/project/create_project', project),
    loadParsers(() => import('./schema')),
  ]);
  return parseOne(projectSchema, data, ['data']);
}

export async function updateProject(
  projectId: string,
  project: ProjectInput & { _id?: string },
): Promise<void> {
  await http.patch(`/project/update_project_by_id/${id(projectId)}`, project);
}

export async function deleteProject(projectId: string): Promise<void> {
  await http.delete(`/project/delete_project_by_id/${id(projectId)}`);
}
