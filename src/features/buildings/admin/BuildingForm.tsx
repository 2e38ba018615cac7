'use no memo';

import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useMemo, type ReactNode } from 'react';
import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import type { RecordFormProps } from '@/components/admin/editorKind';
import type { StoredAs } from '@/components/admin/formOpenedOn';
import { FormAddressFields } from '@/components/admin/FormAddressFields';
import { FormImagePicker } from '@/components/admin/FormImagePicker';
import { FormSaveBar } from '@/components/admin/FormSaveBar';
import { FormSection } from '@/components/admin/FormSection';
import {
  ADMIN_FORM_CLASS,
  AddRowButton,
  InputField,
  NumberField,
  RemoveRowButton,
  SelectField,
  TextareaField,
  type SelectOption,
} from '@/components/admin/FormControls';
import { optionsOf, withStored } from '@/components/admin/options';
import { registerWithError } from '@/components/admin/registerWithError';
import { useRecordForm } from '@/components/admin/useRecordForm';
import { SingleImagePicker } from '@/components/SingleImagePicker';
import { useRecordFormSave } from '@/components/admin/useRecordFormSave';
import { NameField } from '@/components/admin/NameField';
import { ADD_UNIT_TYPES, EDIT_UNIT_TYPES } from '@/features/buildings/values';
import {
  LOCATION_FIELDS,
  blankUnit,
  buildingFormSchema,
  type BuildingFormMode,
  type BuildingFormValues,
} from './buildingFormSchema';
import { BUILDING_MESSAGES } from '@/features/buildings/messages';
import {
  approvalOptions,
  buildingStatusOptions,
  buildingTypeOptions,
  furnishingOptions,
  pricingStatusOptions,
  yesNoOptions,
} from './options';

type Form = UseFormReturn<BuildingFormValues>;

export function BuildingForm(props: RecordFormProps<BuildingFormValues>) {
  const { mode, defaultValues, cancelTo, storedAs } = props;
  const schema = useMemo(() => buildingFormSchema(mode), [mode]);
  const form = useRecordForm<BuildingFormValues>({ resolver: zodResolver(schema), defaultValues });
  const { register, control, formState } = form;
  const { errors, isSubmitting } = formState;
  const withError = registerWithError(form, storedAs);
  const { submit, prompt, uploadsIn, busy, saveLabel } = useRecordFormSave(form, props);

  // Edit keeps any stored value that a list lacks, so saving never changes what was not touched.
  const keep = useCallback(
    (options: SelectOption[], ...stored: string[]) =>
      mode === 'edit' ? withStored(options, stored) : options,
    [mode],
  );
  const { generalInfo, physicalCharacteristics, financialInfo, extraInfo, units } = defaultValues;
  const choices = useMemo(
    () => ({
      type: keep(buildingTypeOptions, generalInfo.BuildingsType),
      status: keep(buildingStatusOptions, generalInfo.currentStatus),
      approval: keep(approvalOptions, generalInfo.approval),
      parking: keep(yesNoOptions, physicalCharacteristics.parkingFacilities),
      pricing: keep(pricingStatusOptions, financialInfo.pricingStatus),
      furnishings: keep(furnishingOptions, extraInfo.furnishings),
      unitTypes:
        mode === 'edit'
          ? withStored(
              optionsOf(EDIT_UNIT_TYPES),
              units.map((unit) => unit.unitType),
            )
          : optionsOf(ADD_UNIT_TYPES),
      balcony: keep(yesNoOptions, ...units.map((unit) => unit.balcony)),
      terrace: keep(yesNoOptions, ...units.map((unit) => unit.terrace)),
    }),
    [keep, mode, generalInfo, physicalCharacteristics, financialInfo, extraInfo, units],
  );

  const locationError = LOCATION_FIELDS.some((field) => errors.locationDetails?.[field])
    ? BUILDING_MESSAGES.locationRequired
    : undefined;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className={ADMIN_FORM_CLASS}>
      <FormSection title="General information">
        <NameField
          label="Building Name"
          required={mode === 'add'}
          {...withError('generalInfo.BuildingsName')}
        />
        <InputField
          label="Apartment Type"
          hint="e.g. 2 BHK & 3 BHK Apartments"
          autoComplete="off"
          {...register('generalInfo.AppartmentType')}
        />
        <SelectField
          label="Building Type"
          placeholder="Select type"
          options={choices.type}
          {...register('generalInfo.BuildingsType')}
        />
        <SelectField
          label="Current Status"
          placeholder="Select status"
          options={choices.status}
          {...register('generalInfo.currentStatus')}
        />
        <SelectField
          label="Approval"
          placeholder="Select approval"
          options={choices.approval}
          {...register('generalInfo.approval')}
        />
        <NameField label="Developer Name" {...register('generalInfo.developerName')} />
      </FormSection>

      <FormSection title="Location" error={locationError}>
        <FormAddressFields
          required={mode === 'add'}
          zipCodeType={mode === 'edit' ? 'number' : 'text'}
          bind={(part) => ({
            invalid: Boolean(errors.locationDetails?.[part]),
            ...register(`locationDetails.${part}`),
          })}
        />
        <LocationBenefits form={form} />
      </FormSection>

      <FormSection title="Physical characteristics">
        <InputField
          label="Year of Possession"
          inputMode="numeric"
          autoComplete="off"
          {...register('physicalCharacteristics.yearOfProssesion')}
        />
        <NumberField label="Number of Towers" {...withError('physicalCharacteristics.numberOfTowers')} />
        <NumberField label="Total Floors" {...withError('physicalCharacteristics.totalFloors')} />
        <NumberField label="Total Area (Acre)" {...withError('physicalCharacteristics.totalArea')} />
        <SelectField
          label="Parking Facilities"
          placeholder="Select"
          options={choices.parking}
          {...register('physicalCharacteristics.parkingFacilities')}
        />
      </FormSection>

      <Units
        form={form}
        mode={mode}
        storedAs={storedAs}
        unitTypes={choices.unitTypes}
        balcony={choices.balcony}
        terrace={choices.terrace}
      />

      <FormSection
        wide
        title="Images"
        description="Choose several images at once. The first is the main photo; the second is the small thumbnail on cards."
      >
        <FormImagePicker
          control={control}
          name="BuildingsImages"
          label="Building Images"
          preset="properties"
          error={errors.BuildingsImages?.message}
          disabled={isSubmitting}
          onUploadingChange={uploadsIn('images')}
        />
      </FormSection>

      <FormSection wide title="Plan" description="One image of the floor or site plan.">
        <Controller
          control={control}
          name="BuildingsPlansImage"
          render={({ field }) => (
            <SingleImagePicker
              label="Building Plan"
              preset="properties"
              value={field.value}
              onChange={field.onChange}
              disabled={isSubmitting}
              onUploadingChange={uploadsIn('plan')}
            />
          )}
        />
      </FormSection>

      <FormSection title="Financial information">
        <NumberField label="Selling Price" {...withError('financialInfo.sellingPrice')} />
        <NumberField label="Maintenance Fees" {...withError('financialInfo.maintenanceFees')} />
        <SelectField
          label="Pricing Status"
          placeholder="Select pricing status"
          options={choices.pricing}
          {...register('financialInfo.pricingStatus')}
        />
      </FormSection>

      <Paragraphs form={form} />

      <FormSection title="Extra information">
        <SelectField
          label="Furnishings"
          placeholder="Select furnishings"
          options={choices.furnishings}
          {...register('extraInfo.furnishings')}
        />
        <Amenities form={form} />
      </FormSection>

      <FormSaveBar cancelTo={cancelTo} saveLabel={saveLabel} disabled={busy} />
      {prompt}
    </form>
  );
}

function LocationBenefits({ form }: { form: Form }) {
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: 'generalInfo.locationBenifits',
  });
  return (
    <div className="space-y-3 sm:col-span-2 lg:col-span-3">
      <h3 className="font-sans text-base font-semibold">Location benefits</h3>
      <p className="text-sm text-ink-muted">Nearby places and how far they are.</p>
      {fields.map((field, index) => (
        <NumberedRow
          key={field.id}
          noun="Benefit"
          index={index}
          onRemove={() => remove(index)}
          className="relative grid gap-3 rounded-xl border border-ink/10 p-3 pt-1 sm:grid-cols-2"
        >
          <InputField
            label="Place"
            autoComplete="off"
            placeholder="e.g. KIIT University"
            {...form.register(`generalInfo.locationBenifits.${index}.name`)}
          />
          <InputField
            label="Distance"
            autoComplete="off"
            placeholder="e.g. 2 km"
            {...form.register(`generalInfo.locationBenifits.${index}.value`)}
          />
        </NumberedRow>
      ))}
      <AddRowButton label="Add benefit" onClick={() => append({ name: '', value: '' })} />
    </div>
  );
}

/** One row of a list the admin grows and shrinks: numbered, and removable but for the first. */
function NumberedRow({
  noun,
  index,
  onRemove,
  className,
  children,
}: {
  noun: string;
  index: number;
  onRemove: () => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={className}>
      <legend className="px-1 text-xs font-semibold text-ink-muted">
        {noun} {index + 1}
      </legend>
      {index > 0 ? (
        <div className="absolute -top-1 right-2">
          <RemoveRowButton what={`${noun.toLowerCase()} ${index + 1}`} onClick={onRemove} />
        </div>
      ) : null}
      {children}
    </fieldset>
  );
}

function Units({
  form,
  mode,
  unitTypes,
  balcony,
  terrace,
  storedAs,
}: {
  form: Form;
  mode: BuildingFormMode;
  storedAs: StoredAs | undefined;
  unitTypes: SelectOption[];
  balcony: SelectOption[];
  terrace: SelectOption[];
}) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'units' });
  const withError = registerWithError(form, storedAs);
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="units-heading">
      <h2 id="units-heading" className="text-lg font-semibold sm:text-xl">
        Units
      </h2>
      <p className="mt-1 text-sm text-ink-muted">Each kind of home in the building.</p>
      {mode === 'edit' && fields.length === 0 ? (
        <p className="field-error font-medium">{BUILDING_MESSAGES.unitsRequired}</p>
      ) : null}
      <div className="mt-4 space-y-3">
        {fields.map((field, index) => (
          <NumberedRow
            key={field.id}
            noun="Unit"
            index={index}
            onRemove={() => remove(index)}
            className="relative grid grid-cols-2 gap-3 rounded-xl border border-ink/10 p-3 pt-1 sm:grid-cols-3"
          >
            <SelectField
              label="Unit Type"
              className="col-span-2 sm:col-span-1"
              placeholder="Select unit type"
              options={unitTypes}
              {...form.register(`units.${index}.unitType`)}
            />
            <NumberField label="Bedrooms" {...withError(`units.${index}.numberOfBedrooms`)} />
            <NumberField label="Bathrooms" {...withError(`units.${index}.numberOfBathrooms`)} />
            <NumberField label="Kitchens" {...withError(`units.${index}.numberOfKitchens`)} />
            <SelectField
              label="Balcony"
              placeholder="Select"
              options={balcony}
              {...form.register(`units.${index}.balcony`)}
            />
            <SelectField
              label="Terrace"
              placeholder="Select"
              options={terrace}
              {...form.register(`units.${index}.terrace`)}
            />
          </NumberedRow>
        ))}
      </div>
      <div className="mt-3">
        <AddRowButton label="Add unit" onClick={() => append(blankUnit())} />
      </div>
    </section>
  );
}

function Paragraphs({ form }: { form: Form }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'propertyDescription' });
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="description-heading">
      <h2 id="description-heading" className="text-lg font-semibold sm:text-xl">
        Description
      </h2>
      <p className="mt-1 text-sm text-ink-muted">One box per paragraph, shown in this order.</p>
      <div className="mt-4 space-y-3">
        {fields.map((field, index) => (
          <div key={field.id} className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <TextareaField
              label={`Paragraph ${index + 1}`}
              className="flex-1"
              rows={3}
              {...form.register(`propertyDescription.${index}.text`)}
            />
            {index > 0 ? (
              <RemoveRowButton what={`paragraph ${index + 1}`} onClick={() => remove(index)} />
            ) : null}
          </div>
        ))}
      </div>
      <div className="mt-3">
        <AddRowButton label="Add paragraph" onClick={() => append({ text: '' })} />
      </div>
    </section>
  );
}

function Amenities({ form }: { form: Form }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'extraInfo.amenities' });
  return (
    <div className="space-y-3 sm:col-span-2 lg:col-span-3">
      <h3 className="font-sans text-base font-semibold">Amenities</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        {fields.map((field, index) => (
          <div key={field.id} className="flex items-end gap-2">
            <InputField
              label={`Amenity ${index + 1}`}
              className="flex-1"
              autoComplete="off"
              {...form.register(`extraInfo.amenities.${index}.name`)}
            />
            <RemoveRowButton what={`amenity ${index + 1}`} onClick={() => remove(index)} />
          </div>
        ))}
      </div>
      <AddRowButton label="Add amenity" onClick={() => append({ name: '' })} />
    </div>
  );
}
