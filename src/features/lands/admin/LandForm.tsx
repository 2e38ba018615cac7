'use no memo';

import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch, type FieldError } from 'react-hook-form';
import { Link } from 'react-router';
import {
  ADMIN_FORM_CLASS,
  InputField,
  NumberField,
  SelectField,
  StickyFormActions,
  type SelectOption,
} from '@/components/admin/FormControls';
import { MAX_LENGTH } from '@/config/limits';
import { FormSection } from '@/components/admin/FormSection';
import { withStored } from '@/components/admin/options';
import { useUnsavedChangesPrompt } from '@/components/admin/useUnsavedChangesPrompt';
import { useDraftOnExpiry } from '@/components/admin/useDraftOnExpiry';
import { ImagePicker } from '@/components/ImagePicker';
import { refuseBlankRequired } from '@/lib/validators';
import { useMounted } from '@/components/admin/useMounted';
import { SQ_FT_PER_ACRE, formatAcres, sqFtToAcres } from './area';
import { addLandSchema, type LandFormMode, type LandFormValues } from './landFormSchema';
import { LAND_MESSAGES } from '@/features/lands/messages';
import {
  electricityOptions,
  landStatusOptions,
  landTypeOptions,
  roadAccessOptions,
  sewageOptions,
  terrainOptions,
  waterAccessOptions,
} from './options';

export interface LandFormProps {
  mode: LandFormMode;
  defaultValues: LandFormValues;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (values: LandFormValues) => Promise<boolean>;
  onSaved: () => void;
  locked?: boolean;
  cancelTo: string;
}

const state = (error: FieldError | undefined) => ({
  invalid: Boolean(error),
  error: error?.message && error.message !== LAND_MESSAGES.fillAll ? error.message : undefined,
});

/** Add checks that nothing is empty (one warning); edit relies on the browser's `required`. */
export function LandForm({
  mode,
  defaultValues,
  submitLabel,
  busyLabel,
  onSubmit,
  onSaved,
  locked = false,
  cancelTo,
}: LandFormProps) {
  const form = useForm<LandFormValues>({
    resolver: mode === 'add' ? zodResolver(addLandSchema) : undefined,
    defaultValues,
    reValidateMode: 'onChange',
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const [uploading, setUploading] = useState(false);
  const onUploadingChange = useCallback((value: boolean) => setUploading(value), []);
  const { prompt, allowNavigation } = useUnsavedChangesPrompt(isDirty && !locked);
  useDraftOnExpiry(isDirty && !locked, form.getValues, (draft: LandFormValues) =>
    form.reset(draft, { keepDefaultValues: true }),
  );

  const edit = mode === 'edit';
  const requiredOnAdd = !edit;
  const { generalInfo, physicalCharacteristics, utilities } = defaultValues;
  const choices = useMemo(() => {
    const keep = (options: SelectOption[], stored: string) =>
      edit ? withStored(options, [stored]) : options;
    return {
      type: keep(landTypeOptions, generalInfo.propertyType),
      status: keep(landStatusOptions, generalInfo.currentStatus),
      terrain: keep(terrainOptions, physicalCharacteristics.terrainType),
      road: keep(roadAccessOptions, physicalCharacteristics.roadAccess),
      water: keep(waterAccessOptions, utilities.waterAccess),
      sewage: keep(sewageOptions, utilities.sewageSystem),
      electricity: keep(electricityOptions, utilities.electricityAccess),
    };
  }, [edit, generalInfo, physicalCharacteristics, utilities]);

  const area = useWatch({ control, name: 'physicalCharacteristics.totalArea' });
  const areaNumber = Number(area);
  const areaHint =
    edit && area.trim() !== '' && Number.isFinite(areaNumber)
      ? `That is ${formatAcres(sqFtToAcres(areaNumber))} (1 acre = ${SQ_FT_PER_ACRE.toLocaleString('en-IN')} sq ft).`
      : `1 acre = ${SQ_FT_PER_ACRE.toLocaleString('en-IN')} sq ft.`;

  const mounted = useMounted();
  const submit = handleSubmit(async (values) => {
    // A save that ends after the admin has left this page does not take them anywhere.
    if ((await onSubmit(values)) && mounted()) {
      allowNavigation();
      onSaved();
    }
  });
  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Edit relies on the browser's `required`, which takes spaces as a value: refuse those too.
    if (edit && refuseBlankRequired(event.currentTarget)) {
      event.preventDefault();
      return;
    }
    void submit(event);
  };
  const fillAll = Object.keys(errors).length > 0 && mode === 'add';

  const select = (label: string, options: SelectOption[], placeholder: string, isRequired: boolean) => ({
    label,
    options,
    placeholder,
    placeholderDisabled: true,
    required: isRequired,
  });

  return (
    <form onSubmit={onFormSubmit} noValidate={!edit} className={ADMIN_FORM_CLASS}>
      <FormSection title="General information">
        <InputField
          label="Property Name"
          required
          autoComplete="off"
          maxLength={MAX_LENGTH.name}
          {...state(errors.generalInfo?.propertyName)}
          {...register('generalInfo.propertyName')}
        />
        <SelectField
          {...select('Property Type', choices.type, 'Select type', true)}
          {...state(errors.generalInfo?.propertyType)}
          {...register('generalInfo.propertyType')}
        />
        <SelectField
          {...select('Current Status', choices.status, 'Select status', true)}
          {...state(errors.generalInfo?.currentStatus)}
          {...register('generalInfo.currentStatus')}
        />
      </FormSection>

      <FormSection title="Location">
        <InputField
          label="Address"
          className="sm:col-span-2 lg:col-span-3"
          required
          autoComplete="off"
          maxLength={MAX_LENGTH.address}
          {...state(errors.locationDetails?.address)}
          {...register('locationDetails.address')}
        />
        <InputField
          label="City"
          required
          autoComplete="off"
          {...state(errors.locationDetails?.city)}
          {...register('locationDetails.city')}
        />
        <InputField
          label="State"
          required
          autoComplete="off"
          {...state(errors.locationDetails?.state)}
          {...register('locationDetails.state')}
        />
        <InputField
          label="Zip Code"
          required
          inputMode="numeric"
          autoComplete="off"
          {...state(errors.locationDetails?.zipCode)}
          {...register('locationDetails.zipCode')}
        />
        <InputField
          label="Country"
          required
          autoComplete="off"
          {...state(errors.locationDetails?.country)}
          {...register('locationDetails.country')}
        />
      </FormSection>

      <FormSection title="Physical characteristics">
        <NumberField
          label={edit ? 'Total Area (sq ft)' : 'Total Area (acres)'}
          hint={areaHint}
          required
          {...state(errors.physicalCharacteristics?.totalArea)}
          {...register('physicalCharacteristics.totalArea')}
        />
        <SelectField
          {...select('Terrain Type', choices.terrain, 'Select terrain', true)}
          {...state(errors.physicalCharacteristics?.terrainType)}
          {...register('physicalCharacteristics.terrainType')}
        />
        <InputField
          label="Soil Type"
          hint="e.g. Laterite, Alluvial"
          required={requiredOnAdd}
          autoComplete="off"
          {...state(errors.physicalCharacteristics?.soilType)}
          {...register('physicalCharacteristics.soilType')}
        />
        <SelectField
          {...select('Road Access', choices.road, 'Select road access', requiredOnAdd)}
          {...state(errors.physicalCharacteristics?.roadAccess)}
          {...register('physicalCharacteristics.roadAccess')}
        />
      </FormSection>

      <FormSection title="Price">
        <NumberField
          label="Selling Price ($)"
          required
          {...state(errors.financialInfo?.sellingPrice)}
          {...register('financialInfo.sellingPrice')}
        />
      </FormSection>

      <FormSection title="Utilities">
        <SelectField
          {...select('Water Access', choices.water, 'Select water access', requiredOnAdd)}
          {...state(errors.utilities?.waterAccess)}
          {...register('utilities.waterAccess')}
        />
        <SelectField
          {...select('Sewage System', choices.sewage, 'Select sewage system', requiredOnAdd)}
          {...state(errors.utilities?.sewageSystem)}
          {...register('utilities.sewageSystem')}
        />
        <SelectField
          {...select('Electricity Access', choices.electricity, 'Select electricity access', requiredOnAdd)}
          {...state(errors.utilities?.electricityAccess)}
          {...register('utilities.electricityAccess')}
        />
      </FormSection>

      <FormSection title="Images" description="Choose several images at once; the first is the main photo.">
        <div className="sm:col-span-2 lg:col-span-3">
          <Controller
            control={control}
            name="propertyImages"
            render={({ field }) => (
              <ImagePicker
                label="Land Images"
                preset="lands"
                value={field.value}
                onChange={field.onChange}
                error={errors.propertyImages ? 'Add at least one image.' : undefined}
                disabled={isSubmitting}
                onUploadingChange={onUploadingChange}
              />
            )}
          />
        </div>
      </FormSection>

      <StickyFormActions>
        {fillAll ? (
          <p role="alert" className="basis-full text-sm font-medium text-danger sm:mr-auto sm:basis-auto">
            {LAND_MESSAGES.fillAll}
          </p>
        ) : null}
        <Link to={cancelTo} className="btn-ghost">
          Cancel
        </Link>
        <button type="submit" className="btn-primary" disabled={isSubmitting || uploading || locked}>
          {isSubmitting || locked ? busyLabel : submitLabel}
        </button>
      </StickyFormActions>
      {prompt}
    </form>
  );
}
