import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { isTrapped } from '@/components/honeypot';
import { UnconfirmedCreateError } from '@/lib/checkedCreate';
import { errorMessage } from '@/lib/errors';
import { ApplyError, useApplyForJob } from '@/features/careers/hooks';
import { APPLICATION_NOT_SENT, APPLICATION_UNCONFIRMED } from '@/features/careers/messages';
import type { Job } from '@/features/careers/schema';
import { checkApplication, type ApplicationForm } from '@/features/careers/components/applicationFormSchema';

const EMPTY_FORM: ApplicationForm = { name: '', email: '', phone: '', jobLetter: '' };

function failureText(error: unknown): string {
  const cause = error instanceof ApplyError ? error.cause : error;
  if (error instanceof ApplyError && error.step === 'upload') return errorMessage(cause);
  if (cause instanceof UnconfirmedCreateError) return APPLICATION_UNCONFIRMED;
  return `${APPLICATION_NOT_SENT} ${errorMessage(cause)}`;
}

/**
 * An application for `job`: what has been typed and chosen, its check (shown from the first
 * submit on), the send (upload, then the application) and what to say when it fails. A sent
 * application empties the form and calls `onApplied`; `abort` stops a send under way.
 */
export function useApplicationForm(job: Job, onApplied: (job: Job) => void) {
  const [form, setForm] = useState<ApplicationForm>(EMPTY_FORM);
  const [resume, setResume] = useState<File | null>(null);
  const [attempted, setAttempted] = useState(false);
  // A new key remounts the resume field: the only way to empty a file input.
  const [resumeKey, setResumeKey] = useState(0);
  const apply = useApplyForJob();
  const sending = useRef<AbortController | null>(null);
  useEffect(() => () => sending.current?.abort(), []);
  const abort = useCallback(() => sending.current?.abort(), []);

  const check = attempted ? checkApplication(form, resume) : null;
  const problem = check && !check.ok ? check : null;

  const change =
    (field: keyof ApplicationForm) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setForm((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (apply.isPending) return;
    setAttempted(true);
    apply.reset();
    if (!checkApplication(form, resume).ok || !resume) return;
    const applied = () => {
      setForm(EMPTY_FORM);
      setResume(null);
      setAttempted(false);
      setResumeKey((key) => key + 1);
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

  return {
    form,
    change,
    setResume,
    resumeKey,
    submit,
    abort,
    busy: apply.isPending,
    dirty: resume !== null || Object.values(form).some((value) => value !== ''),
    fieldErrors: problem?.fields ?? {},
    alert: problem?.alert ?? (apply.isError ? failureText(apply.error) : null),
    unconfirmed: apply.error instanceof ApplyError && apply.error.cause instanceof UnconfirmedCreateError,
  };
}

export type Application = ReturnType<typeof useApplicationForm>;
