/**
 * The add and edit project form: its values (text, as inputs hold them), its checks (SPEC.md §5,
 * full zod: admin-only code) and the mapping to and from the Project of SPEC.md §3.
 */
import '@/lib/zodConfig';
import { z } from 'zod';
import { SUGGESTED_PROJECT_IMAGES } from '@/config/constants';
import { BLANK_FIELD_MESSAGE } from '@/lib/validators';
import type { Project, ProjectInput } from '@/features/projects/schema';

export type ProjectFormMode = 'add' | 'edit';

/** Every text of the project form, word for word from SPEC.md §2 and §5. */
export const PROJECT_FORM_MESSAGES = {
  amenityEmpty: 'Please enter Amenities !',
  amenityDuplicate: 'Amenity is already present !',
  imagesHint: `Add atleast ${SUGGESTED_PROJECT_IMAGES} Images`,
} as const;

/**
 * SPEC.md makes these required at browser level: the inputs carry `required`, so the browser
 * stops the submit with its own words first. The schema says the same, spaces alone not counting,
 * in the browser's words for an empty field.
 */
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
