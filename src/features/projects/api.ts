import { loadClientWith, loadHttp } from '@/lib/http';
import { idPart } from '@/lib/recordId';
import type { Project, ProjectInput } from './schema';

export const ALL_PROJECTS_PATH = '/project/get_all_project';

export async function getAllProjects(): Promise<Project[]> {
  const { http, parseListInSlices, projectSchema } = await loadClientWith(() => import('./schema'));
  const { data } = await http.get<unknown>(ALL_PROJECTS_PATH);
  return parseListInSlices(projectSchema, data, ['projects', 'data']);
}

export async function getProjectById(projectId: string): Promise<Project> {
  const { http, parseOne, projectSchema } = await loadClientWith(() => import('./schema'));
  const { data } = await http.get<unknown>(`/project/get_project_by_id/${idPart(projectId)}`);
  return parseOne(projectSchema, data, ['projects', 'project', 'data']);
}

export async function createProject(project: ProjectInput): Promise<Project> {
  const { http, parseOne, projectSchema } = await loadClientWith(() => import('./schema'));
  const { data } = await http.post<unknown>('/project/create_project', project);
  return parseOne(projectSchema, data, ['data']);
}

export async function updateProject(
  projectId: string,
  project: ProjectInput & { _id?: string },
): Promise<void> {
  const http = await loadHttp();
  await http.patch(`/project/update_project_by_id/${idPart(projectId)}`, project);
}

export async function deleteProject(projectId: string): Promise<void> {
  const http = await loadHttp();
  await http.delete(`/project/delete_project_by_id/${idPart(projectId)}`);
}
