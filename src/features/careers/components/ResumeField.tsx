import { useState, type ChangeEvent } from 'react';
import { Field } from '@/components/Field';
import { MAX_UPLOAD_BYTES, RESUME_EXTENSIONS } from '@/config/constants';
import type { Messages } from '@/lib/i18n/catalogue';
import { fill } from '@/lib/i18n/fill';
import { useMessages } from '@/lib/i18n/useMessages';
import { refusalOf } from '@/lib/upload';

type ResumeWords = Messages<'careers'>['resume'];

const ACCEPT = RESUME_EXTENSIONS.join(',');

/** The size limit as the words say it, in megabytes ('10'), as formatBytes writes it. */
const LIMIT_MEGABYTES = Number((MAX_UPLOAD_BYTES / (1024 * 1024)).toFixed(1));

/** Why a resume is refused, in the page's words, or null: the upload module decides, as it does before sending. */
function refusalIn(file: File, words: ResumeWords): string | null {
  const refusal = refusalOf(file, 'resume');
  if (!refusal) return null;
  return fill(refusal === 'tooLarge' ? words.tooLarge : words.wrongType, {
    file: file.name,
    megabytes: LIMIT_MEGABYTES,
  });
}

export interface ResumeFieldProps {
  /** The file chosen, or null when there is none or it was refused. */
  onChange: (resume: File | null) => void;
}

/**
 * The resume to upload: a file of another kind or over the size limit is refused here, with the
 * reason beside the field, and the input emptied. Remount it (a new `key`) to empty it after a send.
 */
export function ResumeField({ onChange }: ResumeFieldProps) {
  const words = useMessages('careers').resume;
  const [refusal, setRefusal] = useState<string | undefined>();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const reason = file ? refusalIn(file, words) : null;
    setRefusal(reason ?? undefined);
    if (reason) event.target.value = '';
    onChange(reason ? null : file);
  };

  return (
    <Field
      label={words.label}
      required
      hint={fill(words.hint, { megabytes: LIMIT_MEGABYTES })}
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
