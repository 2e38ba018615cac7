import { loadHttp } from '@/lib/http';
import { getRecord, getRecords, postRecord } from '@/lib/recordRequests';
import { idPart } from '@/lib/recordId';
import type { Project, ProjectInput } from './schema';

export const ALL_PROJECTS_PATH = '/project/get_all_project';

const schema = async () => (await import('./schema')).projectSchema;

export async function getAllProjects(): Promise<Project[]> {
  return getRecords(schema, ALL_PROJECTS_PATH, ['projects', 'data']);
}

export async function getProjectById(projectId: string): Promise<Project> {
  const path = `/project/get_project_by_id/${idPart(projectId)}`;
  return getRecord(schema, path, ['projects', 'project', 'data']);
}

export async function createProject(project: ProjectInput): Promise<Project> {
  return postRecord(schema, '/project/create_project', project, ['data']);
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
