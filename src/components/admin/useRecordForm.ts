'use no memo';

import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { useDraftOnExpiry } from './useDraftOnExpiry';

interface RecordFormOptions<Values extends FieldValues> {
  resolver?: Resolver<Values>;
  defaultValues: DefaultValues<Values>;
  /** Saved, and on its way back to the list: there is nothing unsaved to keep. */
  locked?: boolean;
  /** What the kept changes are filed under; the page's address when the page holds one form. */
  draftName?: string;
}

/**
 * A back-office form over one record: once submitted, each field is checked again as it changes;
 * and when the session expires, the unsaved changes are kept for after signing in again.
 */
export function useRecordForm<Values extends FieldValues>({
  resolver,
  defaultValues,
  locked = false,
  draftName,
}: RecordFormOptions<Values>) {
  const form = useForm<Values>({ resolver, defaultValues, reValidateMode: 'onChange' });
  // The changes come back over the same defaults, so the restored form is still unsaved.
  useDraftOnExpiry(
    form.formState.isDirty && !locked,
    form.getValues,
    (draft: Values) => form.reset(draft, { keepDefaultValues: true }),
    draftName,
  );
  return form;
}
