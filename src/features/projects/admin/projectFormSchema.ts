import type { Project, ProjectInput } from '@/features/projects/schema';

/** What the project form edits: every control's text, the year as typed. */
export interface ProjectFormValues {
  projectName: string;
  projectType: string;
  projectStatus: string;
  parkingFacility: string;
  amenities: string[];
  description: string;
  location: string;
  yearOfCompletion: string;
  priceType: string;
  images: string[];
}

export const emptyProjectForm = (): ProjectFormValues => ({
  projectName: '',
  projectType: '',
  projectStatus: '',
  parkingFacility: '',
  amenities: [],
  description: '',
  location: '',
  yearOfCompletion: '',
  priceType: '',
  images: [],
});

/** A stored project as form values; a year of 0 (missing on the server) shows as empty. */
export function projectToForm(project: Project): ProjectFormValues {
  return {
    projectName: project.projectName,
    projectType: project.projectType,
    projectStatus: project.projectStatus,
    parkingFacility: project.parkingFacility,
    amenities: [...project.amenities],
    description: project.description,
    location: project.location,
    yearOfCompletion: project.yearOfCompletion ? String(project.yearOfCompletion) : '',
    priceType: project.priceType,
    images: [...project.images],
  };
}

/** The create_project payload of SPEC.md §7, in its order, with the year as a number. */
export function formToProjectInput(values: ProjectFormValues): ProjectInput {
  const year = Number(values.yearOfCompletion);
  return {
    projectName: values.projectName.trim(),
    projectType: values.projectType,
    projectStatus: values.projectStatus,
    parkingFacility: values.parkingFacility,
    amenities: [...values.amenities],
    description: values.description.trim(),
    location: values.location.trim(),
    yearOfCompletion: Number.isFinite(year) ? year : 0,
    priceType: values.priceType,
    images: [...values.images],
  };
}
