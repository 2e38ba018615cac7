import { useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useDraftOnExpiry } from '@/components/admin/useDraftOnExpiry';
import { useUnsavedChangesPrompt } from '@/components/admin/useUnsavedChangesPrompt';
import { ChipInput } from '@/components/ChipInput';
import { ImagePicker } from '@/components/ImagePicker';
import { AMENITY_CHIP_MAX_CHARS } from '@/config/constants';
import { MAX_LENGTH } from '@/config/limits';
import { refuseBlankRequired } from '@/lib/validators';
import type { ProjectInput } from '@/features/projects/schema';
import { PARKING_OPTIONS, PRICE_TYPES, PROJECT_STATUSES, PROJECT_TYPES } from '@/features/projects/values';
import { FormField } from './FormField';
import { formToProjectInput, type ProjectFormValues } from './projectFormSchema';

/** SPEC.md §5: the amenity chip messages, word for word. */
export const AMENITY_EMPTY = 'Please enter Amenities !';
export const AMENITY_DUPLICATE = 'Amenity is already present !';
export const IMAGES_HINT = 'Add atleast 5 Images';

export interface ProjectFormProps {
  initial: ProjectFormValues;
  submitLabel: string;
  busyLabel: string;
  /**
   * Saves the project. Resolves to the values the form should hold afterwards (a blank form after
   * a create, the saved values after an update), or null when saving failed and the input stays.
   */
  onSave: (input: ProjectInput) => Promise<ProjectFormValues | null>;
  /** After a successful save that leaves the page: keeps the form locked until it does. */
  lockAfterSave?: boolean;
}

/** The options of a select, plus a stored value the list does not know, so it still shows. */
function optionsWith(options: readonly string[], current: string): string[] {
  return current && !options.includes(current) ? [...options, current] : [...options];
}

/** The add and edit project form: browser-level required fields, amenity chips and images. */
export function ProjectForm({ initial, submitLabel, busyLabel, onSave, lockAfterSave }: ProjectFormProps) {
  const { register, control, handleSubmit, reset, watch, formState, getValues } = useForm<ProjectFormValues>({
    defaultValues: initial,
  });
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [uploading, setUploading] = useState(false);
  const busy = saving || uploading || (lockAfterSave === true && saved);
  const { prompt, allowNavigation } = useUnsavedChangesPrompt(formState.isDirty && !saving);
  useDraftOnExpiry(formState.isDirty, getValues, (draft: ProjectFormValues) =>
    reset(draft, { keepDefaultValues: true }),
  );

  const submit = handleSubmit(async (values) => {
    if (saving) return;
    setSaving(true);
    try {
      const next = await onSave(formToProjectInput(values));
      if (next) {
        reset(next);
        setSaved(true);
        // The page leaves after this save: nothing is left unsaved to ask about.
        if (lockAfterSave) allowNavigation();
      }
    } finally {
      setSaving(false);
    }
  });

  // The fields are required at browser level, which takes spaces as a value: refuse those too.
  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (refuseBlankRequired(event.currentTarget)) {
      event.preventDefault();
      return;
    }
    void submit(event);
  };

  const select = (
    name: 'projectType' | 'projectStatus' | 'parkingFacility' | 'priceType',
    label: string,
    options: readonly string[],
    required: boolean,
    className: string,
  ) => (
    <FormField label={label} required={required} className={className}>
      {(ids) => (
        <select {...ids} {...register(name)} required={required} className="input">
          <option value="" disabled={required}>
            {required ? `Select ${label.toLowerCase()}` : 'Not specified'}
          </option>
          {optionsWith(options, watch(name)).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );

  return (
    <form onSubmit={onFormSubmit} className="card space-y-6 p-5 sm:p-8" aria-busy={saving}>
      <div className="grid gap-5 md:grid-cols-6">
        <FormField label="Project Name" required className="md:col-span-3">
          {(ids) => (
            <input
              {...ids}
              {...register('projectName')}
              type="text"
              required
              autoComplete="off"
              maxLength={MAX_LENGTH.name}
              className="input"
            />
          )}
        </FormField>
        <FormField label="Location" required className="md:col-span-3">
          {(ids) => (
            <input
              {...ids}
              {...register('location')}
              type="text"
              required
              autoComplete="off"
              maxLength={MAX_LENGTH.address}
              className="input"
            />
          )}
        </FormField>
        {select('projectType', 'Project Type', PROJECT_TYPES, false, 'md:col-span-2')}
        {select('projectStatus', 'Project Status', PROJECT_STATUSES, true, 'md:col-span-2')}
        {select('parkingFacility', 'Parking Facility', PARKING_OPTIONS, true, 'md:col-span-2')}
        {select('priceType', 'Price Type', PRICE_TYPES, true, 'md:col-span-3')}
        <FormField label="Year of Completion" required className="md:col-span-3">
          {(ids) => (
            <input
              {...ids}
              {...register('yearOfCompletion')}
              type="number"
              inputMode="numeric"
              min={1900}
              max={2200}
              step={1}
              required
              className="input"
            />
          )}
        </FormField>
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
            emptyMessage={AMENITY_EMPTY}
            duplicateMessage={AMENITY_DUPLICATE}
            disabled={busy}
          />
        )}
      />

      <FormField label="Description" required>
        {(ids) => (
          <textarea
            {...ids}
            {...register('description')}
            required
            rows={5}
            maxLength={MAX_LENGTH.description}
            className="input"
          />
        )}
      </FormField>

      <Controller
        control={control}
        name="images"
        render={({ field }) => (
          <ImagePicker
            label="Images"
            preset="properties"
            value={field.value}
            onChange={field.onChange}
            hint={IMAGES_HINT}
            disabled={busy}
            onUploadingChange={setUploading}
          />
        )}
      />

      <div className="flex justify-end border-t border-ink/10 pt-5">
        <button type="submit" className="btn-primary w-full sm:w-auto sm:min-w-44" disabled={busy}>
          {saving ? busyLabel : submitLabel}
        </button>
      </div>
      {prompt}
    </form>
  );
}
