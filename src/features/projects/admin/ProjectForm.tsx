'use no memo';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, type FormEvent } from 'react';
import { Controller } from 'react-hook-form';
import type { RecordFormProps } from '@/components/admin/editorKind';
import { FormImagePicker } from '@/components/admin/FormImagePicker';
import { InputField, SelectField, TextareaField } from '@/components/admin/FormControls';
import { optionsOf, withStored } from '@/components/admin/options';
import { registerWithError } from '@/components/admin/registerWithError';
import { useRecordFormSave } from '@/components/admin/useRecordFormSave';
import { useRecordForm } from '@/components/admin/useRecordForm';
import { NameField } from '@/components/admin/NameField';
import { ChipInput } from '@/components/ChipInput';
import { AMENITY_CHIP_MAX_CHARS } from '@/config/constants';
import { MAX_LENGTH } from '@/config/limits';
import { refuseBlankRequired } from '@/lib/validators';
import { PARKING_OPTIONS, PRICE_TYPES, PROJECT_STATUSES, PROJECT_TYPES } from '@/features/projects/values';
import { PROJECT_FORM_MESSAGES, projectFormSchema, type ProjectFormValues } from './projectFormSchema';

/** The form's lists, in the order shown: each but the type must be chosen. */
const LISTS = [
  { name: 'projectType', label: 'Project Type', required: false, className: 'md:col-span-2' },
  { name: 'projectStatus', label: 'Project Status', required: true, className: 'md:col-span-2' },
  { name: 'parkingFacility', label: 'Parking Facility', required: true, className: 'md:col-span-2' },
  { name: 'priceType', label: 'Price Type', required: true, className: 'md:col-span-3' },
] as const;

const placeholderOf = (label: string, required: boolean) =>
  required ? `Select ${label.toLowerCase()}` : 'Not specified';

export function ProjectForm(props: RecordFormProps<ProjectFormValues>) {
  const { mode, defaultValues, locked, storedAs } = props;
  const form = useRecordForm<ProjectFormValues>({
    resolver: zodResolver(projectFormSchema),
    defaultValues,
    locked,
  });
  const { control, formState } = form;
  const { isSubmitting } = formState;
  const withError = registerWithError(form, storedAs);
  // After a create the form empties, image list and all, ready for the next project.
  const { submit, prompt, uploadsIn, busy, saveLabel } = useRecordFormSave(form, {
    ...props,
    emptiesAfterSave: mode === 'add',
  });

  // A stored value a list lacks is still offered, so saving never changes what was not touched.
  const { projectType, projectStatus, parkingFacility, priceType } = defaultValues;
  const choices = useMemo(
    () => ({
      projectType: withStored(optionsOf(PROJECT_TYPES), [projectType]),
      projectStatus: withStored(optionsOf(PROJECT_STATUSES), [projectStatus]),
      parkingFacility: withStored(optionsOf(PARKING_OPTIONS), [parkingFacility]),
      priceType: withStored(optionsOf(PRICE_TYPES), [priceType]),
    }),
    [projectType, projectStatus, parkingFacility, priceType],
  );

  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The browser's `required` takes spaces as a value: refuse those too, in its own way.
    if (busy || refuseBlankRequired(event.currentTarget)) {
      event.preventDefault();
      return;
    }
    void submit(event);
  };

  return (
    <form onSubmit={onFormSubmit} className="card space-y-6 p-5 sm:p-8" aria-busy={isSubmitting}>
      <div className="grid gap-5 md:grid-cols-6">
        <NameField label="Project Name" className="md:col-span-3" required {...withError('projectName')} />
        <InputField
          label="Location"
          className="md:col-span-3"
          required
          autoComplete="off"
          maxLength={MAX_LENGTH.address}
          {...withError('location')}
        />
        {LISTS.map(({ name, label, required, className }) => (
          <SelectField
            key={name}
            label={label}
            className={className}
            required={required}
            placeholder={placeholderOf(label, required)}
            placeholderDisabled={required}
            options={choices[name]}
            {...withError(name)}
          />
        ))}
        <InputField
          label="Year of Completion"
          className="md:col-span-3"
          type="number"
          inputMode="numeric"
          min={1900}
          max={2200}
          step={1}
          required
          {...withError('yearOfCompletion')}
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

      <TextareaField label="Description" required rows={5} {...withError('description')} />

      <FormImagePicker
        control={control}
        name="images"
        label="Images"
        preset="properties"
        hint={PROJECT_FORM_MESSAGES.imagesHint}
        disabled={busy}
        onUploadingChange={uploadsIn('images')}
      />

      <div className="flex justify-end border-t border-ink/10 pt-5">
        <button type="submit" className="btn-primary w-full sm:w-auto sm:min-w-44" disabled={busy}>
          {saveLabel}
        </button>
      </div>
      {prompt}
    </form>
  );
}
