import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { DataUseNotice } from '@/components/DataUseNotice';
import { Field } from '@/components/Field';
import { HoneypotField } from '@/components/HoneypotField';
import { isTrapped } from '@/components/honeypot';
import { Modal } from '@/components/Modal';
import { useAskBeforeClose } from '@/components/useAskBeforeClose';
import { MAX_UPLOAD_BYTES, RESUME_EXTENSIONS } from '@/config/constants';
import { MAX_LENGTH } from '@/config/limits';
import { UnconfirmedCreateError } from '@/lib/checkedCreate';
import { errorMessage } from '@/lib/errors';
import { refusalReason } from '@/lib/upload';
import { ApplyError, useApplyForJob } from '@/features/careers/hooks';
import { APPLICATION_NOT_SENT, APPLICATION_UNCONFIRMED, SEND_AGAIN } from '@/features/careers/messages';
import type { Job } from '@/features/careers/schema';
import { checkApplication, type ApplicationForm } from '@/features/careers/components/applicationFormSchema';

const EMPTY_FORM: ApplicationForm = { name: '', email: '', phone: '', jobLetter: '' };
const ACCEPT = RESUME_EXTENSIONS.join(',');
const MAX_MB = MAX_UPLOAD_BYTES / (1024 * 1024);

function failureText(error: unknown): string {
  const cause = error instanceof ApplyError ? error.cause : error;
  if (error instanceof ApplyError && error.step === 'upload') return errorMessage(cause);
  if (cause instanceof UnconfirmedCreateError) return APPLICATION_UNCONFIRMED;
  return `${APPLICATION_NOT_SENT} ${errorMessage(cause)}`;
}

export interface ApplyDialogProps {
  job: Job;
  onClose: () => void;
  onApplied: (job: Job) => void;
}

export function ApplyDialog({ job, onClose, onApplied }: ApplyDialogProps) {
  const formHeadingId = useId();
  const fileId = useId();
  const [form, setForm] = useState<ApplicationForm>(EMPTY_FORM);
  const [resume, setResume] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [attempted, setAttempted] = useState(false);
  // Remounting the file input is the only way to empty it.
  const [fileInputKey, setFileInputKey] = useState(0);
  const apply = useApplyForJob();
  const busy = apply.isPending;
  const sending = useRef<AbortController | null>(null);
  useEffect(() => () => sending.current?.abort(), []);
  const close = useCallback(() => {
    sending.current?.abort();
    onClose();
  }, [onClose]);
  const dirty = resume !== null || Object.values(form).some((value) => value !== '');
  const { requestClose, prompt } = useAskBeforeClose(dirty, close);
  // Submit is disabled while sending: focus moves to Cancel, so Escape and Enter can still close the dialog.
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (busy && (!active || active === document.body || (active as HTMLButtonElement).disabled)) {
      cancelRef.current?.focus();
    }
  }, [busy]);

  const check = attempted ? checkApplication(form, resume) : null;
  const problem = check && !check.ok ? check : null;
  const alert = problem?.alert ?? (apply.isError ? failureText(apply.error) : null);
  const unconfirmed =
    apply.error instanceof ApplyError && apply.error.cause instanceof UnconfirmedCreateError;
  const alertRef = useRef<HTMLParagraphElement>(null);
  // The message sits above the form; on a phone the Submit button is far below it.
  useEffect(() => {
    if (alert) alertRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [alert]);

  const set =
    (field: keyof ApplicationForm) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setForm((current) => ({ ...current, [field]: event.target.value }));

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const refusal = file ? refusalReason(file, 'resume') : null;
    if (refusal) {
      setFileError(refusal);
      setResume(null);
      event.target.value = '';
      return;
    }
    setFileError(undefined);
    setResume(file);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    apply.reset();
    if (!checkApplication(form, resume).ok || !resume) return;
    const applied = () => {
      setForm(EMPTY_FORM);
      setResume(null);
      setAttempted(false);
      setFileInputKey((key) => key + 1);
      onApplied(job);
    };
    // A filled spam trap (a bot) is told the application went; nothing is sent.
    if (isTrapped(event.currentTarget)) {
      applied();
      return;
    }
    const controller = new AbortController();
    sending.current = controller;
    apply.mutate(
      { job, ...form, resume, signal: controller.signal },
      {
        onSuccess: () => {
          if (!controller.signal.aborted) applied();
        },
      },
    );
  };

  return (
    <Modal open onClose={requestClose} title={job.role} size="lg" closeLabel="Close application form">
      <dl className="grid gap-x-6 gap-y-3 rounded-xl bg-sand p-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="font-medium text-ink-muted">Role</dt>
          <dd className="font-semibold text-ink">{job.role}</dd>
        </div>
        <div>
          <dt className="font-medium text-ink-muted">Location</dt>
          <dd className="font-semibold text-ink">{job.location}</dd>
        </div>
        <div>
          <dt className="font-medium text-ink-muted">Job Type</dt>
          <dd className="font-semibold text-ink">{job.type}</dd>
        </div>
        <div className="sm:col-span-3">
          <dt className="font-medium text-ink-muted">Job Description</dt>
          <dd className="mt-1 leading-relaxed text-ink-soft">{job.job_desc}</dd>
        </div>
      </dl>

      <h3 id={formHeadingId} className="mt-6 text-xl">
        Apply for the Position
      </h3>
      <form onSubmit={onSubmit} noValidate aria-labelledby={formHeadingId} className="mt-4">
        <fieldset disabled={busy} className="grid gap-4 sm:grid-cols-2">
          <legend className="sr-only">Your details</legend>
          {alert ? (
            <p
              ref={alertRef}
              role="alert"
              className="rounded-lg border border-danger/30 bg-danger-soft px-4 py-3 text-sm font-medium text-danger sm:col-span-2"
            >
              {alert}
            </p>
          ) : null}
          <Field label="Name" required>
            {(control) => (
              <input
                {...control}
                required
                autoComplete="name"
                maxLength={MAX_LENGTH.name}
                className="input"
                value={form.name}
                onChange={set('name')}
              />
            )}
          </Field>
          <Field label="Email" required error={problem?.fields.email}>
            {(control) => (
              <input
                {...control}
                required
                type="email"
                autoComplete="email"
                maxLength={MAX_LENGTH.email}
                className="input"
                value={form.email}
                onChange={set('email')}
              />
            )}
          </Field>
          <Field label="Phone" required error={problem?.fields.phone}>
            {(control) => (
              <input
                {...control}
                required
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={MAX_LENGTH.phone}
                placeholder="10-digit mobile number"
                className="input"
                value={form.phone}
                onChange={set('phone')}
              />
            )}
          </Field>
          <div>
            <label htmlFor={fileId} className="label">
              Resume
              <span className="text-danger" aria-hidden="true">
                {' '}
                *
              </span>
            </label>
            <input
              key={fileInputKey}
              id={fileId}
              type="file"
              required
              accept={ACCEPT}
              onChange={onFile}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={`${fileId}-hint${fileError ? ` ${fileId}-error` : ''}`}
              className="block w-full text-sm text-ink-soft file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
            />
            <p id={`${fileId}-hint`} className="mt-1 text-xs text-ink-muted">
              {RESUME_EXTENSIONS.join(', ')} up to {MAX_MB} MB
            </p>
            {fileError ? (
              <p id={`${fileId}-error`} className="field-error">
                {fileError}
              </p>
            ) : null}
          </div>
          <Field label="Cover Letter (optional)" className="sm:col-span-2">
            {(control) => (
              <textarea
                {...control}
                rows={4}
                maxLength={MAX_LENGTH.message}
                className="input"
                placeholder="Tell us briefly why you would like this role"
                value={form.jobLetter}
                onChange={set('jobLetter')}
              />
            )}
          </Field>
        </fieldset>
        <HoneypotField />
        {/* Outside the fieldset: Cancel still works while the application is sent. */}
        <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button ref={cancelRef} type="button" className="btn-ghost" onClick={close}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? 'Loading...' : unconfirmed ? SEND_AGAIN : 'Submit Application'}
          </button>
        </div>
        <DataUseNotice purpose="to consider your application" className="mt-3 sm:text-right" />
      </form>
      {prompt}
    </Modal>
  );
}
