'use no memo';

import { useCallback, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { RecordFormProps } from './editorKind';
import { useMounted } from './useMounted';
import { useUnsavedChangesPrompt } from './useUnsavedChangesPrompt';

type SaveProps<Values> = Pick<
  RecordFormProps<Values>,
  'onSubmit' | 'onSaved' | 'locked' | 'submitLabel' | 'busyLabel'
> & {
  /** After a save the form empties for the next record and the screen stays (the project add). */
  emptiesAfterSave?: boolean;
};

/**
 * How every back-office record form saves: the unsaved-changes question until the save is in (a
 * save can still fail, and the typed changes would go with the page), nothing sent twice while a
 * save or an image upload runs, and a save that ends after the admin has left the page does
 * nothing more for it.
 */
export function useRecordFormSave<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  { onSubmit, onSaved, locked, submitLabel, busyLabel, emptiesAfterSave = false }: SaveProps<Values>,
) {
  const { isDirty, isSubmitting } = form.formState;
  const { prompt, allowNavigation, left } = useUnsavedChangesPrompt(isDirty && !locked);
  const mounted = useMounted();
  const submit = form.handleSubmit(async (values) => {
    if (!(await onSubmit(values)) || !mounted() || left()) return;
    if (emptiesAfterSave) {
      form.reset();
      return;
    }
    allowNavigation();
    onSaved();
  });

  const [uploadingIn, setUploadingIn] = useState<ReadonlySet<string>>(() => new Set());
  // One callback per picker, made on its first render and kept for the form's life: a picker reports
  // its uploads from an effect that depends on the callback.
  const reporters = useRef(new Map<string, (uploading: boolean) => void>());
  const uploadsIn = useCallback((picker: string) => {
    let report = reporters.current.get(picker);
    if (!report) {
      report = (uploading: boolean) =>
        setUploadingIn((now) => {
          if (now.has(picker) === uploading) return now;
          const next = new Set(now);
          if (uploading) next.add(picker);
          else next.delete(picker);
          return next;
        });
      reporters.current.set(picker, report);
    }
    return report;
  }, []);

  return {
    submit,
    prompt,
    /** The `onUploadingChange` of the image picker named: the save waits while it uploads. */
    uploadsIn,
    /** Nothing more can be sent: a save or an upload runs, or the saved form is on its way back. */
    busy: isSubmitting || uploadingIn.size > 0 || locked,
    saveLabel: isSubmitting || locked ? busyLabel : submitLabel,
  };
}
