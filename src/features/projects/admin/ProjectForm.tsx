'use no memo';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { InputField, SelectField, TextareaField } from '@/components/admin/FormControls';
import { optionsOf, withStored } from '@/components/admin/options';
import { useDraftOnExpiry } from '@/components/admin/useDraftOnExpiry';
import { useMounted } from '@/components/admin/useMounted';
import { useUnsavedChangesPrompt } from '@/components/admin/useUnsavedChangesPrompt';
import { ChipInput } from '@/components/ChipInput';
import { ImagePicker } from '@/components/ImagePicker';
import { AMENITY_CHIP_MAX_CHARS } from '@/config/constants';
import { MAX_LENGTH } from '@/config/limits';
import { refuseBlankRequired } from '@/lib/validators';
import { PARKING_OPTIONS, PRICE_TYPES, PROJECT_STATUSES, PROJECT_TYPES } from '@/features/projects/values';
import {
  PROJECT_FORM_MESSAGES,
  projectFormSchema,
  type ProjectFormMode,
  type ProjectFormValues,
} from './projectFormSchema';

export interface ProjectFormProps {
  mode: ProjectFormMode;
  defaultValues: ProjectFormValues;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (values: ProjectFormValues) => Promise<boolean>;
  onSaved?: () => void;
  locked?: boolean;
}

const placeholderOf = (label: string, required: boolean) =>
  required ? `Select ${label.toLowerCase()}` : 'Not specified';

export function ProjectForm({
  mode,
  defaultValues,
  submitLabel,
  busyLabel,
  onSubmit,
  onSaved,
  locked = false,
}: ProjectFormProps) {
  const form = useForm<ProjectFormValues>({
    resolver: zodResolver(projectFormSchema),
    defaultValues,
    reValidateMode: 'onChange',
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const [uploading, setUploading] = useState(false);
  const busy = isSubmitting || uploading || locked;
  // Leaving while a save runs is not questioned: the save goes on and says how it ended.
  const { prompt, allowNavigation, left } = useUnsavedChangesPrompt(isDirty && !isSubmitting && !locked);
  useDraftOnExpiry(isDirty && !locked, form.getValues, (draft: ProjectFormValues) =>
    reset(draft, { keepDefaultValues: true }),
  );

  // A stored value a list lacks is still offered, so saving never changes what was not touched.
  const { projectType, projectStatus, parkingFacility, priceType } = defaultValues;
  const choices = useMemo(
    () => ({
      type: withStored(optionsOf(PROJECT_TYPES), [projectType]),
      status: withStored(optionsOf(PROJECT_STATUSES), [projectStatus]),
      parking: withStored(optionsOf(PARKING_OPTIONS), [parkingFacility]),
      price: withStored(optionsOf(PRICE_TYPES), [priceType]),
    }),
    [projectType, projectStatus, parkingFacility, priceType],
  );

  const mounted = useMounted();
  const submit = handleSubmit(async (values) => {
    // A save that ends after the admin has left this page does nothing more for it.
    if (!(await onSubmit(values)) || !mounted() || left()) return;
    if (mode === 'add') {
      // After a create the form resets and the image list clears, ready for the next project.
      reset();
      return;
    }
    allowNavigation();
    onSaved?.();
  });

  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The browser's `required` takes spaces as a value: refuse those too, in its own way.
    if (busy || refuseBlankRequired(event.currentTarget)) {
      event.preventDefault();
      return;
    }
    void submit(event);
  };

  const select = (label: string, required: boolean) => ({
    label,
    required,
    placeholder: placeholderOf(label, required),
    placeholderDisabled: required,
  });

  return (
    <form onSubmit={onFormSubmit} className="card space-y-6 p-5 sm:p-8" aria-busy={isSubmitting}>
      <div className="grid gap-5 md:grid-cols-6">
        <InputField
          label="Project Name"
          className="md:col-span-3"
          required
          autoComplete="off"
          maxLength={MAX_LENGTH.name}
          error={errors.projectName?.message}
          {...register('projectName')}
        />
        <InputField
          label="Location"
          className="md:col-span-3"
          required
          autoComplete="off"
          maxLength={MAX_LENGTH.address}
          error={errors.location?.message}
          {...register('location')}
        />
        <SelectField
          {...select('Project Type', false)}
          className="md:col-span-2"
          options={choices.type}
          {...register('projectType')}
        />
        <SelectField
          {...select('Project Status', true)}
          className="md:col-span-2"
          options={choices.status}
          error={errors.projectStatus?.message}
          {...register('projectStatus')}
        />
        <SelectField
          {...select('Parking Facility', true)}
          className="md:col-span-2"
          options={choices.parking}
          error={errors.parkingFacility?.message}
          {...register('parkingFacility')}
        />
        <SelectField
          {...select('Price Type', true)}
          className="md:col-span-3"
          options={choices.price}
          error={errors.priceType?.message}
          {...register('priceType')}
        />
        <InputField
          label="Year of Completion"
          className="md:col-span-3"
          type="number"
          inputMode="numeric"
          min={1900}
          max={2200}
          step={1}
          required
          error={errors.yearOfCompletion?.message}
          {...register('yearOfCompletion')}
        />
      </div>

      <Controller
        control={control}
        name="amenities"
        render={({ field }) => (
          <ChipInput
            label="Amenities"
            value={field.value}
            onChange={field.onChange}
            placeholder="Enter amenities (comma separated)"
            maxChipChars={AMENITY_CHIP_MAX_CHARS}
            emptyMessage={PROJECT_FORM_MESSAGES.amenityEmpty}
            duplicateMessage={PROJECT_FORM_MESSAGES.amenityDuplicate}
            disabled={busy}
          />
        )}
      />

      <TextareaField
        label="Description"
        required
        rows={5}
        error={errors.description?.message}
        {...register('description')}
      />

      <Controller
        control={control}
        name="images"
        render={({ field }) => (
          <ImagePicker
            label="Images"
            preset="properties"
            value={field.value}
            onChange={field.onChange}
            hint={PROJECT_FORM_MESSAGES.imagesHint}
            disabled={busy}
            onUploadingChange={setUploading}
          />
        )}
      />

      <div className="flex justify-end border-t border-ink/10 pt-5">
        <button type="submit" className="btn-primary w-full sm:w-auto sm:min-w-44" disabled={busy}>
          {isSubmitting ? busyLabel : submitLabel}
        </button>
      </div>
      {prompt}
    </form>
  );
}
