import { loadHttp } from '@/lib/http';
import { getRecord, getRecordAsSent, getRecords, postRecord, type RecordAsSent } from '@/lib/recordRequests';
import { idPart } from '@/lib/recordId';
import type { Project, ProjectInput } from './schema';

export const ALL_PROJECTS_PATH = '/project/get_all_project';

const schema = async () => (await import('./schema')).projectSchema;

export async function getAllProjects(): Promise<Project[]> {
  return getRecords(schema, ALL_PROJECTS_PATH, ['projects', 'data']);
}

const onePath = (projectId: string) => `/project/get_project_by_id/${idPart(projectId)}`;
const ONE_KEYS = ['projects', 'project', 'data'];

export async function getProjectById(projectId: string): Promise<Project> {
  return getRecord(schema, onePath(projectId), ONE_KEYS);
}

/** The project for its edit screen: as shown, and as the backend sent it. */
export async function getProjectForEdit(projectId: string): Promise<RecordAsSent<Project>> {
  return getRecordAsSent(schema, onePath(projectId), ONE_KEYS);
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
