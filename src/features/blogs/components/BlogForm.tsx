import { useCallback, useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { PlusIcon, TrashIcon } from '@/components/icons';
import { useDraftOnExpiry } from '@/components/admin/useDraftOnExpiry';
import { ImagePicker } from '@/components/ImagePicker';
import { MAX_LENGTH } from '@/config/limits';
import {
  paragraphRow,
  validateBlog,
  type BlogFormErrors,
  type BlogFormValues,
  type ParagraphRow,
} from './blogFormSchema';

export interface BlogFormProps {
  initial: BlogFormValues;
  submitLabel: string;
  /** A save is running: every control is disabled and the button reads 'Saving...'. */
  saving: boolean;
  onSubmit: (values: BlogFormValues) => void;
  onCancel: () => void;
  /** Told when an image upload starts or ends, so the dialog cannot close meanwhile. */
  onUploadingChange?: (uploading: boolean) => void;
  /** Names the form's draft kept through an expired session ('blog:new', 'blog:{id}'). */
  draftName: string;
}

type TextField = 'category' | 'title' | 'authorName' | 'sortParagraph';

function TextControl({
  label,
  required,
  error,
  children,
}: {
  label: string;
  required?: boolean;
  error?: string;
  children: (ids: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }) => ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label
        htmlFor={id}
        className={`label ${required ? "after:ml-0.5 after:text-danger after:[content:'*'_/_'']" : ''}`}
      >
        {label}
      </label>
      {children({
        id,
        'aria-describedby': error ? `${id}-error` : undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The create and edit blog form: images, the three required fields, a summary and paragraph rows. */
export function BlogForm({
  initial,
  submitLabel,
  saving,
  onSubmit,
  onCancel,
  onUploadingChange,
  draftName,
}: BlogFormProps) {
  const [first] = useState(initial);
  const [values, setValues] = useState(first);
  // Any change replaces the values object: a form still holding its first values has none unsaved.
  useDraftOnExpiry(
    values !== first,
    () => values,
    (draft: BlogFormValues) =>
      setValues({ ...draft, paragraphs: draft.paragraphs.map((row) => paragraphRow(row.text)) }),
    draftName,
  );
  const [errors, setErrors] = useState<BlogFormErrors>({});
  const [uploads, setUploads] = useState({ blogImage: false, authorImage: false });
  const uploading = uploads.blogImage || uploads.authorImage;
  const busy = saving || uploading;

  useEffect(() => onUploadingChange?.(uploading), [uploading, onUploadingChange]);
  // Stable callbacks: ImagePicker reports through an effect that depends on them.
  const onBlogImageUploading = useCallback(
    (active: boolean) => setUploads((current) => ({ ...current, blogImage: active })),
    [],
  );
  const onAuthorImageUploading = useCallback(
    (active: boolean) => setUploads((current) => ({ ...current, authorImage: active })),
    [],
  );

  const set = (field: TextField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field in errors) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const setRows = (update: (rows: ParagraphRow[]) => ParagraphRow[]) =>
    setValues((current) => ({ ...current, paragraphs: update(current.paragraphs) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateBlog(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };

  return (
    <form onSubmit={submit} aria-busy={saving}>
      <fieldset disabled={busy} className="min-w-0 space-y-5">
        <legend className="sr-only">Blog details</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <ImagePicker
            label="Blog Image"
            preset="properties"
            single
            value={values.blogImage ? [values.blogImage] : []}
            onChange={(urls) => setValues((current) => ({ ...current, blogImage: urls[0] ?? '' }))}
            disabled={busy}
            onUploadingChange={onBlogImageUploading}
          />
          <ImagePicker
            label="Author Image"
            preset="properties"
            single
            value={values.authorImage ? [values.authorImage] : []}
            onChange={(urls) => setValues((current) => ({ ...current, authorImage: urls[0] ?? '' }))}
            hint="Optional: a placeholder is shown when there is none."
            disabled={busy}
            onUploadingChange={onAuthorImageUploading}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextControl label="Category" required error={errors.category}>
            {(ids) => (
              <input
                {...ids}
                type="text"
                required
                maxLength={MAX_LENGTH.short}
                className="input"
                value={values.category}
                onChange={(event) => set('category')(event.target.value)}
              />
            )}
          </TextControl>
          <TextControl label="Author Name" required error={errors.authorName}>
            {(ids) => (
              <input
                {...ids}
                type="text"
                required
                autoComplete="off"
                maxLength={MAX_LENGTH.name}
                className="input"
                value={values.authorName}
                onChange={(event) => set('authorName')(event.target.value)}
              />
            )}
          </TextControl>
        </div>
        <TextControl label="Title" required error={errors.title}>
          {(ids) => (
            <input
              {...ids}
              type="text"
              required
              maxLength={MAX_LENGTH.short}
              className="input"
              value={values.title}
              onChange={(event) => set('title')(event.target.value)}
            />
          )}
        </TextControl>
        <TextControl label="Summary">
          {(ids) => (
            <textarea
              {...ids}
              rows={2}
              maxLength={MAX_LENGTH.summary}
              className="input"
              value={values.sortParagraph}
              onChange={(event) => set('sortParagraph')(event.target.value)}
            />
          )}
        </TextControl>

        <fieldset className="min-w-0 space-y-3">
          <legend className="label">Paragraphs</legend>
          {values.paragraphs.map((row, index) => (
            <div key={row.id} className="flex items-start gap-2">
              <div className="min-w-0 flex-1">
                <label
                  htmlFor={`paragraph-${row.id}`}
                  className="mb-1 block text-xs font-medium text-ink-muted"
                >
                  Paragraph {index + 1}
                </label>
                <textarea
                  id={`paragraph-${row.id}`}
                  rows={3}
                  maxLength={MAX_LENGTH.description}
                  className="input"
                  value={row.text}
                  onChange={(event) => {
                    const text = event.target.value;
                    setRows((rows) => rows.map((item) => (item.id === row.id ? { ...item, text } : item)));
                  }}
                />
              </div>
              {values.paragraphs.length > 1 ? (
                <button
                  type="button"
                  className="mt-5 rounded-lg p-2 text-danger hover:bg-danger-soft"
                  aria-label={`Remove paragraph ${index + 1}`}
                  onClick={() => setRows((rows) => rows.filter((item) => item.id !== row.id))}
                >
                  <TrashIcon className="h-5 w-5" />
                </button>
              ) : null}
            </div>
          ))}
          <button
            type="button"
            className="btn-outline px-3 py-1.5"
            onClick={() => setRows((rows) => [...rows, paragraphRow()])}
          >
            <PlusIcon className="h-4 w-4" />
            Add paragraph
          </button>
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
    </form>
  );
}
