import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import type { UploadPreset } from '@/config/env';
import { refusalReason, uploadFiles } from '@/lib/upload';
import { FullScreenSpinner } from './FullScreenSpinner';
import { CloseIcon, PlusIcon } from './icons';
import { SafeImage } from './SafeImage';

export interface ImagePickerProps {
  /** The visible label, bound to the file input. */
  label: string;
  /** Which upload preset the images go to (properties: buildings, blogs, projects; lands). */
  preset: UploadPreset;
  /** The uploaded images' URLs. */
  value: string[];
  onChange: (urls: string[]) => void;
  /** One image only (a building plan, a blog image): a new choice replaces the old. */
  single?: boolean;
  hint?: string;
  error?: string;
  disabled?: boolean;
  /** Told when uploads start and end, so the form can disable its submit button. */
  onUploadingChange?: (uploading: boolean) => void;
}

/** Said when the administrator cancels an upload; the images uploaded before stay. */
export const UPLOAD_CANCELLED = 'The upload was cancelled. Choose the images again to retry.';

/**
 * Chooses image files (image files only, several at once), uploads each with its own request
 * while a full-screen spinner shows the progress, and lists the uploaded images with a remove
 * button each. A file that fails is named in the message; the others are kept. The spinner's
 * Cancel (or Escape) stops the uploads still running and keeps the form and every image already
 * uploaded; an upload with no progress for 30 s fails by itself (lib/upload.ts).
 */
export function ImagePicker({
  label,
  preset,
  value,
  onChange,
  single = false,
  hint,
  error,
  disabled,
  onUploadingChange,
}: ImagePickerProps) {
  const inputId = useId();
  const [progress, setProgress] = useState<number[] | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  // The latest value, so an upload that ends after other edits appends to what is there now.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  const uploading = progress !== null;
  useEffect(() => onUploadingChange?.(uploading), [uploading, onUploadingChange]);

  // The batch under way, so Cancel (and leaving the form) can stop it.
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  const cancel = useCallback(() => running.current?.abort(), []);

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (chosen.length === 0) return;
    const refused = chosen
      .map((file) => refusalReason(file, 'image'))
      .filter((reason): reason is string => !!reason);
    const files = chosen.filter((file) => !refusalReason(file, 'image')).slice(0, single ? 1 : undefined);
    setProblems(refused);
    if (files.length === 0) return;

    setProgress(files.map(() => 0));
    const controller = new AbortController();
    running.current = controller;
    const results = await uploadFiles(files, {
      preset,
      kind: 'image',
      signal: controller.signal,
      onProgress: (index, percent) =>
        setProgress((current) => current?.map((value, i) => (i === index ? percent : value)) ?? null),
    });
    if (running.current === controller) running.current = null;
    setProgress(null);
    // Files that finished before a Cancel are kept like any other.
    const urls = results.flatMap((result) => (result.ok ? [result.url] : []));
    const failures = results.flatMap((result) => (result.ok ? [] : [result.error]));
    if (controller.signal.aborted) {
      setProblems([...refused, UPLOAD_CANCELLED]);
    } else if (failures.length) {
      console.warn('Image upload failed:', failures);
      setProblems([...refused, ...failures]);
    }
    if (urls.length) onChange(single ? urls.slice(0, 1) : [...latest.current, ...urls]);
  };

  const remove = (index: number) => onChange(value.filter((_, i) => i !== index));
  const overall = progress?.length
    ? Math.round(progress.reduce((sum, p) => sum + p, 0) / progress.length)
    : 0;

  return (
    <div>
      <span className="label" id={`${inputId}-label`}>
        {label}
      </span>
      <div className="flex flex-wrap gap-3">
        {value.map((url, index) => (
          <figure
            key={`${url}-${index}`}
            className="relative h-24 w-32 overflow-hidden rounded-lg ring-1 ring-ink/10"
          >
            <SafeImage
              src={url}
              alt={`${label} ${index + 1}`}
              width={128}
              height={96}
              className="h-full w-full"
            />
            <button
              type="button"
              onClick={() => remove(index)}
              disabled={disabled || uploading}
              aria-label={`Remove ${label.toLowerCase()} ${index + 1}`}
              className="absolute top-1 right-1 rounded-full bg-white/90 p-1 text-ink shadow-card hover:bg-white hover:text-danger disabled:opacity-50"
            >
              <CloseIcon className="h-4 w-4" />
            </button>
          </figure>
        ))}
        <label
          htmlFor={inputId}
          className={`flex h-24 w-32 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-ink/20 text-sm text-ink-muted hover:border-brand-400 hover:text-brand-700 ${
            disabled || uploading ? 'pointer-events-none opacity-50' : ''
          }`}
        >
          <PlusIcon className="h-6 w-6" />
          {single && value.length ? 'Replace' : 'Add images'}
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          multiple={!single}
          disabled={disabled || uploading}
          onChange={(event) => void onFiles(event)}
          aria-labelledby={`${inputId}-label`}
          aria-describedby={hint ? `${inputId}-hint` : undefined}
          className="sr-only"
        />
      </div>
      {hint ? (
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? <p className="field-error">{error}</p> : null}
      {problems.length ? (
        <ul role="alert" className="mt-2 space-y-1 text-sm text-danger">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {uploading ? <FullScreenSpinner label={`Uploading images... ${overall}%`} onCancel={cancel} /> : null}
    </div>
  );
}
