'use no memo';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, type FormEvent } from 'react';
import { get, useWatch, type FieldError, type FieldPath } from 'react-hook-form';
import type { RecordFormProps } from '@/components/admin/editorKind';
import { storedAsHint } from '@/components/admin/registerWithError';
import {
  ADMIN_FORM_CLASS,
  InputField,
  NumberField,
  SelectField,
  type SelectOption,
} from '@/components/admin/FormControls';
import { FormAddressFields } from '@/components/admin/FormAddressFields';
import { FormImagePicker } from '@/components/admin/FormImagePicker';
import { FormSaveBar } from '@/components/admin/FormSaveBar';
import { FormSection } from '@/components/admin/FormSection';
import { withStored } from '@/components/admin/options';
import { useRecordForm } from '@/components/admin/useRecordForm';
import { refuseBlankRequired } from '@/lib/validators';
import { useRecordFormSave } from '@/components/admin/useRecordFormSave';
import { NameField } from '@/components/admin/NameField';
import { SQ_FT_PER_ACRE, formatAcres, sqFtToAcres } from './area';
import { addLandSchema, type LandFormValues } from './landFormSchema';
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

/** Add checks that nothing is empty (one warning); edit relies on the browser's `required`. */
export function LandForm(props: RecordFormProps<LandFormValues>) {
  const { mode, defaultValues, locked, cancelTo, storedAs = {} } = props;
  const form = useRecordForm<LandFormValues>({
    resolver: mode === 'add' ? zodResolver(addLandSchema) : undefined,
    defaultValues,
    locked,
  });
  const { register, control, formState } = form;
  const { errors, isSubmitting } = formState;
  const { submit, prompt, uploadsIn, busy, saveLabel } = useRecordFormSave(form, props);

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

  // A field says what is wrong with it, but for 'fill in everything', which the save bar says once.
  const checked = (name: FieldPath<LandFormValues>) => {
    const error: FieldError | undefined = get(errors, name);
    return {
      ...register(name),
      invalid: Boolean(error),
      error: error?.message && error.message !== LAND_MESSAGES.fillAll ? error.message : undefined,
      ...storedAsHint(storedAs, name),
    };
  };

  return (
    <form onSubmit={onFormSubmit} noValidate={!edit} className={ADMIN_FORM_CLASS}>
      <FormSection title="General information">
        <NameField label="Property Name" required {...checked('generalInfo.propertyName')} />
        <SelectField
          {...select('Property Type', choices.type, 'Select type', true)}
          {...checked('generalInfo.propertyType')}
        />
        <SelectField
          {...select('Current Status', choices.status, 'Select status', true)}
          {...checked('generalInfo.currentStatus')}
        />
      </FormSection>

      <FormSection title="Location">
        <FormAddressFields required bind={(part) => checked(`locationDetails.${part}`)} />
      </FormSection>

      <FormSection title="Physical characteristics">
        <NumberField
          label={edit ? 'Total Area (sq ft)' : 'Total Area (acres)'}
          hint={areaHint}
          required
          {...checked('physicalCharacteristics.totalArea')}
        />
        <SelectField
          {...select('Terrain Type', choices.terrain, 'Select terrain', true)}
          {...checked('physicalCharacteristics.terrainType')}
        />
        <InputField
          label="Soil Type"
          hint="e.g. Laterite, Alluvial"
          required={requiredOnAdd}
          autoComplete="off"
          {...checked('physicalCharacteristics.soilType')}
        />
        <SelectField
          {...select('Road Access', choices.road, 'Select road access', requiredOnAdd)}
          {...checked('physicalCharacteristics.roadAccess')}
        />
      </FormSection>

      <FormSection title="Price">
        <NumberField label="Selling Price ($)" required {...checked('financialInfo.sellingPrice')} />
      </FormSection>

      <FormSection title="Utilities">
        <SelectField
          {...select('Water Access', choices.water, 'Select water access', requiredOnAdd)}
          {...checked('utilities.waterAccess')}
        />
        <SelectField
          {...select('Sewage System', choices.sewage, 'Select sewage system', requiredOnAdd)}
          {...checked('utilities.sewageSystem')}
        />
        <SelectField
          {...select('Electricity Access', choices.electricity, 'Select electricity access', requiredOnAdd)}
          {...checked('utilities.electricityAccess')}
        />
      </FormSection>

      <FormSection
        wide
        title="Images"
        description="Choose several images at once; the first is the main photo."
      >
        <FormImagePicker
          control={control}
          name="propertyImages"
          label="Land Images"
          preset="lands"
          error={errors.propertyImages ? 'Add at least one image.' : undefined}
          disabled={isSubmitting}
          onUploadingChange={uploadsIn('images')}
        />
      </FormSection>

      <FormSaveBar cancelTo={cancelTo} saveLabel={saveLabel} disabled={busy}>
        {fillAll ? (
          <p role="alert" className="basis-full text-sm font-medium text-danger sm:mr-auto sm:basis-auto">
            {LAND_MESSAGES.fillAll}
          </p>
        ) : null}
      </FormSaveBar>
      {prompt}
    </form>
  );
}
