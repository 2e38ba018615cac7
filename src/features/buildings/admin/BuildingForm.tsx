'use no memo';

import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useMemo, useState } from 'react';
import { Controller, useFieldArray, useForm, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { FormSection } from '@/components/admin/FormSection';
import {
  ADMIN_FORM_CLASS,
  AddRowButton,
  InputField,
  NumberField,
  RemoveRowButton,
  SelectField,
  StickyFormActions,
  TextareaField,
  type SelectOption,
} from '@/components/admin/FormControls';
import { optionsOf, withStored } from '@/components/admin/options';
import { MAX_LENGTH } from '@/config/limits';
import { useUnsavedChangesPrompt } from '@/components/admin/useUnsavedChangesPrompt';
import { useDraftOnExpiry } from '@/components/admin/useDraftOnExpiry';
import { ImagePicker } from '@/components/ImagePicker';
import { useMounted } from '@/components/admin/useMounted';
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

export interface BuildingFormProps {
  mode: BuildingFormMode;
  defaultValues: BuildingFormValues;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (values: BuildingFormValues) => Promise<boolean>;
  onSaved: () => void;
  cancelTo: string;
}

type Form = UseFormReturn<BuildingFormValues>;

export function BuildingForm({
  mode,
  defaultValues,
  submitLabel,
  busyLabel,
  onSubmit,
  onSaved,
  cancelTo,
}: BuildingFormProps) {
  const schema = useMemo(() => buildingFormSchema(mode), [mode]);
  const form = useForm<BuildingFormValues>({
    resolver: zodResolver(schema),
    defaultValues,
    reValidateMode: 'onChange',
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = form;

  const [uploading, setUploading] = useState({ images: false, plan: false });
  const onImagesUploading = useCallback((images: boolean) => setUploading((u) => ({ ...u, images })), []);
  const onPlanUploading = useCallback((plan: boolean) => setUploading((u) => ({ ...u, plan })), []);
  const busy = isSubmitting || uploading.images || uploading.plan;

  const { prompt, allowNavigation, left } = useUnsavedChangesPrompt(isDirty);
  // A 401 keeps the changes; the defaults stay, so the restored form is still unsaved.
  useDraftOnExpiry(isDirty, form.getValues, (draft: BuildingFormValues) =>
    form.reset(draft, { keepDefaultValues: true }),
  );

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

  const mounted = useMounted();
  const submit = handleSubmit(async (values) => {
    // A save that ends after the admin has left this page does not take them anywhere.
    if ((await onSubmit(values)) && mounted() && !left()) {
      allowNavigation();
      onSaved();
    }
  });

  const locationError = LOCATION_FIELDS.some((field) => errors.locationDetails?.[field])
    ? BUILDING_MESSAGES.locationRequired
    : undefined;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className={ADMIN_FORM_CLASS}>
      <FormSection title="General information">
        <InputField
          label="Building Name"
          required={mode === 'add'}
          autoComplete="off"
          maxLength={MAX_LENGTH.name}
          error={errors.generalInfo?.BuildingsName?.message}
          {...register('generalInfo.BuildingsName')}
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
        <InputField
          label="Developer Name"
          autoComplete="off"
          maxLength={MAX_LENGTH.name}
          {...register('generalInfo.developerName')}
        />
      </FormSection>

      <FormSection title="Location" error={locationError}>
        <InputField
          label="Address"
          className="sm:col-span-2 lg:col-span-3"
          required={mode === 'add'}
          autoComplete="off"
          maxLength={MAX_LENGTH.address}
          invalid={Boolean(errors.locationDetails?.address)}
          {...register('locationDetails.address')}
        />
        <InputField
          label="City"
          required={mode === 'add'}
          autoComplete="off"
          invalid={Boolean(errors.locationDetails?.city)}
          {...register('locationDetails.city')}
        />
        <InputField
          label="State"
          required={mode === 'add'}
          autoComplete="off"
          invalid={Boolean(errors.locationDetails?.state)}
          {...register('locationDetails.state')}
        />
        <InputField
          label="Zip Code"
          required={mode === 'add'}
          autoComplete="off"
          inputMode="numeric"
          type={mode === 'edit' ? 'number' : 'text'}
          invalid={Boolean(errors.locationDetails?.zipCode)}
          {...register('locationDetails.zipCode')}
        />
        <InputField
          label="Country"
          required={mode === 'add'}
          autoComplete="off"
          invalid={Boolean(errors.locationDetails?.country)}
          {...register('locationDetails.country')}
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
        <NumberField
          label="Number of Towers"
          error={errors.physicalCharacteristics?.numberOfTowers?.message}
          {...register('physicalCharacteristics.numberOfTowers')}
        />
        <NumberField
          label="Total Floors"
          error={errors.physicalCharacteristics?.totalFloors?.message}
          {...register('physicalCharacteristics.totalFloors')}
        />
        <NumberField
          label="Total Area (Acre)"
          error={errors.physicalCharacteristics?.totalArea?.message}
          {...register('physicalCharacteristics.totalArea')}
        />
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
        unitTypes={choices.unitTypes}
        balcony={choices.balcony}
        terrace={choices.terrace}
      />

      <FormSection
        title="Images"
        description="Choose several images at once. The first is the main photo; the second is the small thumbnail on cards."
      >
        <div className="sm:col-span-2 lg:col-span-3">
          <Controller
            control={control}
            name="BuildingsImages"
            render={({ field }) => (
              <ImagePicker
                label="Building Images"
                preset="properties"
                value={field.value}
                onChange={field.onChange}
                error={errors.BuildingsImages?.message}
                disabled={isSubmitting}
                onUploadingChange={onImagesUploading}
              />
            )}
          />
        </div>
      </FormSection>

      <FormSection title="Plan" description="One image of the floor or site plan.">
        <div className="sm:col-span-2 lg:col-span-3">
          <Controller
            control={control}
            name="BuildingsPlansImage"
            render={({ field }) => (
              <ImagePicker
                label="Building Plan"
                preset="properties"
                single
                value={field.value ? [field.value] : []}
                onChange={(urls) => field.onChange(urls[0] ?? '')}
                disabled={isSubmitting}
                onUploadingChange={onPlanUploading}
              />
            )}
          />
        </div>
      </FormSection>

      <FormSection title="Financial information">
        <NumberField
          label="Selling Price"
          error={errors.financialInfo?.sellingPrice?.message}
          {...register('financialInfo.sellingPrice')}
        />
        <NumberField
          label="Maintenance Fees"
          error={errors.financialInfo?.maintenanceFees?.message}
          {...register('financialInfo.maintenanceFees')}
        />
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

      <StickyFormActions>
        <Link to={cancelTo} className="btn-ghost">
          Cancel
        </Link>
        <button type="submit" className="btn-primary" disabled={busy}>
          {isSubmitting ? busyLabel : submitLabel}
        </button>
      </StickyFormActions>
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
        <fieldset
          key={field.id}
          className="relative grid gap-3 rounded-xl border border-ink/10 p-3 pt-1 sm:grid-cols-2"
        >
          <legend className="px-1 text-xs font-semibold text-ink-muted">Benefit {index + 1}</legend>
          {index > 0 ? (
            <div className="absolute -top-1 right-2">
              <RemoveRowButton what={`benefit ${index + 1}`} onClick={() => remove(index)} />
            </div>
          ) : null}
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
        </fieldset>
      ))}
      <AddRowButton label="Add benefit" onClick={() => append({ name: '', value: '' })} />
    </div>
  );
}

function Units({
  form,
  mode,
  unitTypes,
  balcony,
  terrace,
}: {
  form: Form;
  mode: BuildingFormMode;
  unitTypes: SelectOption[];
  balcony: SelectOption[];
  terrace: SelectOption[];
}) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'units' });
  const errors = form.formState.errors.units;
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
          <fieldset
            key={field.id}
            className="relative grid grid-cols-2 gap-3 rounded-xl border border-ink/10 p-3 pt-1 sm:grid-cols-3"
          >
            <legend className="px-1 text-xs font-semibold text-ink-muted">Unit {index + 1}</legend>
            {index > 0 ? (
              <div className="absolute -top-1 right-2">
                <RemoveRowButton what={`unit ${index + 1}`} onClick={() => remove(index)} />
              </div>
            ) : null}
            <SelectField
              label="Unit Type"
              className="col-span-2 sm:col-span-1"
              placeholder="Select unit type"
              options={unitTypes}
              {...form.register(`units.${index}.unitType`)}
            />
            <NumberField
              label="Bedrooms"
              error={errors?.[index]?.numberOfBedrooms?.message}
              {...form.register(`units.${index}.numberOfBedrooms`)}
            />
            <NumberField
              label="Bathrooms"
              error={errors?.[index]?.numberOfBathrooms?.message}
              {...form.register(`units.${index}.numberOfBathrooms`)}
            />
            <NumberField
              label="Kitchens"
              error={errors?.[index]?.numberOfKitchens?.message}
              {...form.register(`units.${index}.numberOfKitchens`)}
            />
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
          </fieldset>
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
