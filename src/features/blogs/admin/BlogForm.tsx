'use no memo';

import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { AddRowButton, InputField, RemoveRowButton, TextareaField } from '@/components/admin/FormControls';
import { registerWithError } from '@/components/admin/registerWithError';
import { useRecordForm } from '@/components/admin/useRecordForm';
import { useUnsavedChangesPrompt } from '@/components/admin/useUnsavedChangesPrompt';
import { NameField } from '@/components/admin/NameField';
import { SingleImagePicker } from '@/components/SingleImagePicker';
import { MAX_LENGTH } from '@/config/limits';
import { blogFormSchema, type BlogFormValues } from './blogFormSchema';

export interface BlogFormProps {
  initial: BlogFormValues;
  submitLabel: string;
  saving: boolean;
  onSubmit: (values: BlogFormValues) => void;
  onCancel: () => void;
  onUploadingChange?: (uploading: boolean) => void;
  /** Whether the form holds unsaved changes, for the dialog to ask before it closes. */
  onDirtyChange: (dirty: boolean) => void;
  draftName: string;
}

export function BlogForm({
  initial,
  submitLabel,
  saving,
  onSubmit,
  onCancel,
  onUploadingChange,
  onDirtyChange,
  draftName,
}: BlogFormProps) {
  const form = useRecordForm<BlogFormValues>({
    resolver: zodResolver(blogFormSchema),
    defaultValues: initial,
    draftName,
  });
  const { register, control, handleSubmit, formState } = form;
  const { isDirty } = formState;
  const withError = registerWithError(form);
  const paragraphs = useFieldArray({ control, name: 'paragraphs' });

  const [uploads, setUploads] = useState({ blogImage: false, authorImage: false });
  const uploading = uploads.blogImage || uploads.authorImage;
  const busy = saving || uploading;
  useEffect(() => onUploadingChange?.(uploading), [uploading, onUploadingChange]);
  // Stable callbacks: ImagePicker reports through an effect that depends on them.
  const onBlogImageUploading = useCallback(
    (blogImage: boolean) => setUploads((current) => ({ ...current, blogImage })),
    [],
  );
  const onAuthorImageUploading = useCallback(
    (authorImage: boolean) => setUploads((current) => ({ ...current, authorImage })),
    [],
  );

  useEffect(() => {
    onDirtyChange(isDirty);
    return () => onDirtyChange(false);
  }, [isDirty, onDirtyChange]);
  // The page closes the dialog after a save, which ends the question with the form.
  const { prompt } = useUnsavedChangesPrompt(isDirty);

  const submit = handleSubmit((values) => onSubmit(values));
  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    void submit(event);
  };

  const imageField = (
    name: 'blogImage' | 'authorImage',
    label: string,
    onUploading: (active: boolean) => void,
    hint?: string,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SingleImagePicker
          label={label}
          preset="properties"
          value={field.value}
          onChange={field.onChange}
          hint={hint}
          disabled={busy}
          onUploadingChange={onUploading}
        />
      )}
    />
  );

  const rows = paragraphs.fields.length;
  return (
    <form onSubmit={onFormSubmit} noValidate aria-busy={saving}>
      <fieldset disabled={busy} className="min-w-0 space-y-5">
        <legend className="sr-only">Blog details</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          {imageField('blogImage', 'Blog Image', onBlogImageUploading)}
          {imageField(
            'authorImage',
            'Author Image',
            onAuthorImageUploading,
            'Optional: a placeholder is shown when there is none.',
          )}
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField label="Category" required {...withError('category')} />
          <NameField label="Author Name" required {...withError('authorName')} />
        </div>
        <InputField label="Title" required {...withError('title')} />
        <TextareaField
          label="Summary"
          rows={2}
          maxLength={MAX_LENGTH.summary}
          {...register('sortParagraph')}
        />

        <fieldset className="min-w-0 space-y-3">
          <legend className="label">Paragraphs</legend>
          {paragraphs.fields.map((row, index) => (
            <div key={row.id} className="flex flex-col gap-2 sm:flex-row sm:items-end">
              <TextareaField
                label={`Paragraph ${index + 1}`}
                className="min-w-0 flex-1"
                rows={3}
                {...register(`paragraphs.${index}.text`)}
              />
              {rows > 1 ? (
                <RemoveRowButton what={`paragraph ${index + 1}`} onClick={() => paragraphs.remove(index)} />
              ) : null}
            </div>
          ))}
          <AddRowButton label="Add paragraph" onClick={() => paragraphs.append({ text: '' })} />
        </fieldset>
      </fieldset>

      <div className="mt-6 flex flex-col-reverse gap-3 border-t border-ink/10 pt-4 sm:flex-row sm:justify-end">
        <button type="button" className="btn-ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="btn-primary sm:min-w-36" disabled={busy}>
          {saving ? 'Saving...' : submitLabel}
        </button>
      </div>
      {prompt}
    </form>
  );
}
