import type { Blog } from '@/features/blogs/schema';
import type { Building } from '@/features/buildings/schema';
import type { JobApplication } from '@/features/careers/schema';
import type { GalleryImage } from '@/features/gallery/schema';
import type { Land } from '@/features/lands/schema';
import type { Project } from '@/features/projects/schema';
import { seedAdmins, type AdminRecord } from './seed/admins';
import { seedApplications } from './seed/applications';
import { seedBlogs } from './seed/blogs';
import { seedBuildings } from './seed/buildings';
import { seedGallery } from './seed/gallery';
import { seedLands } from './seed/lands';
import { seedProjects } from './seed/projects';

export interface DemoData {
  admins: AdminRecord[];
  buildings: Building[];
  lands: Land[];
  projects: Project[];
  blogs: Blog[];
  applications: JobApplication[];
  gallery: GalleryImage[];
}

export const COLLECTIONS = [
  'admins',
  'buildings',
  'lands',
  'projects',
  'blogs',
  'applications',
  'gallery',
] as const satisfies readonly (keyof DemoData)[];

export interface StoredFile {
  id: string;
  fileName: string;
  type: string;
  blob: Blob;
}

export interface Persistence {
  saveData(data: DemoData): Promise<void>;
  saveFile(file: StoredFile): Promise<void>;
}

export function seedData(): DemoData {
  // Handlers mutate records in place, and the seed must stay pristine.
  return structuredClone({
    admins: seedAdmins,
    buildings: seedBuildings,
    lands: seedLands,
    projects: seedProjects,
    blogs: seedBlogs,
    applications: seedApplications,
    gallery: seedGallery,
  });
}

/** The object stays the same; its arrays are replaced on reset or load. */
export const db: DemoData = seedData();

const files = new Map<string, StoredFile>();
let persistence: Persistence | null = null;

export function attachPersistence(target: Persistence | null): void {
  persistence = target;
}

/** Handlers await it, so a reload right after an answer keeps the change. */
export async function commit(): Promise<void> {
  await persistence?.saveData(db);
}

export async function putFile(file: StoredFile): Promise<void> {
  files.set(file.fileName, file);
  await persistence?.saveFile(file);
}

export function getFile(fileName: string): StoredFile | undefined {
  return files.get(fileName);
}

export function loadData(data: DemoData, storedFiles: readonly StoredFile[]): void {
  Object.assign(db, data);
  files.clear();
  for (const file of storedFiles) files.set(file.fileName, file);
}

export function resetDb(): void {
  Object.assign(db, seedData());
  files.clear();
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

export function randomHex(byteCount: number): string {
  return hex(crypto.getRandomValues(new Uint8Array(byteCount)));
}

let counter = Math.floor(Math.random() * 0xffffff);

export function newId(): string {
  counter = (counter + 1) % 0x1000000;
  const seconds = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0');
  return seconds + randomHex(5) + counter.toString(16).padStart(6, '0');
}
