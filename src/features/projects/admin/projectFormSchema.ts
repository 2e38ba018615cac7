import '@/lib/zodConfig';
import { z } from 'zod';
import { SUGGESTED_PROJECT_IMAGES } from '@/config/constants';
import { BLANK_FIELD_MESSAGE } from '@/lib/validators';
import type { Project, ProjectInput } from '@/features/projects/schema';

/** Required wording, word for word: do not reword. */
export const PROJECT_FORM_MESSAGES = {
  amenityEmpty: 'Please enter Amenities !',
  amenityDuplicate: 'Amenity is already present !',
  imagesHint: `Add atleast ${SUGGESTED_PROJECT_IMAGES} Images`,
} as const;

/** Required at browser level: the browser stops the submit first; the schema agrees, in its words. */
const filled = z.string().trim().min(1, BLANK_FIELD_MESSAGE);

export const projectFormSchema = z.object({
  projectName: filled,
  projectType: z.string(),
  projectStatus: filled,
  parkingFacility: filled,
  amenities: z.array(z.string()),
  description: filled,
  location: filled,
  yearOfCompletion: filled,
  priceType: filled,
  images: z.array(z.string()),
});

export type ProjectFormValues = z.input<typeof projectFormSchema>;

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
