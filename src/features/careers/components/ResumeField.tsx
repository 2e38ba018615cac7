import { useState, type ChangeEvent } from 'react';
import { Field } from '@/components/Field';
import { MAX_UPLOAD_BYTES, RESUME_EXTENSIONS } from '@/config/constants';
import { formatBytes } from '@/lib/byteSize';
import { refusalReason } from '@/lib/upload';

const ACCEPT = RESUME_EXTENSIONS.join(',');

export interface ResumeFieldProps {
  /** The file chosen, or null when there is none or it was refused. */
  onChange: (resume: File | null) => void;
}

/**
 * The resume to upload: a file of another kind or over the size limit is refused here, with the
 * reason beside the field, and the input emptied. Remount it (a new `key`) to empty it after a send.
 */
export function ResumeField({ onChange }: ResumeFieldProps) {
  const [refusal, setRefusal] = useState<string | undefined>();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const reason = file ? refusalReason(file, 'resume') : null;
    setRefusal(reason ?? undefined);
    if (reason) event.target.value = '';
    onChange(reason ? null : file);
  };

  return (
    <Field
      label="Resume"
      required
      hint={`${RESUME_EXTENSIONS.join(', ')} up to ${formatBytes(MAX_UPLOAD_BYTES)}`}
      error={refusal}
    >
      {(control) => (
        <input
          {...control}
          type="file"
          name="resume"
          required
          accept={ACCEPT}
          onChange={choose}
          className="block w-full text-sm text-ink-soft file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
        />
      )}
    </Field>
  );
}
