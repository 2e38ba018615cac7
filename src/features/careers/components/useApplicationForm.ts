import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { isTrapped } from '@/components/honeypot';
import { UnconfirmedCreateError } from '@/lib/checkedCreate';
import { errorMessage, FALLBACK_ERROR, NETWORK_ERROR, TIMEOUT_ERROR } from '@/lib/errors';
import type { Messages } from '@/lib/i18n/catalogue';
import { fill } from '@/lib/i18n/fill';
import type { Language } from '@/lib/i18n/languages';
import { useLanguage, useMessages } from '@/lib/i18n/useMessages';
import { personErrorWords } from '@/lib/validators';
import { ApplyError, useApplyForJob } from '@/features/careers/hooks';
import type { Job } from '@/features/careers/schema';
import {
  checkApplication,
  type ApplicationForm,
  type ApplicationWords,
} from '@/features/careers/components/applicationFormSchema';

const EMPTY_FORM: ApplicationForm = { name: '', email: '', phone: '', jobLetter: '' };

/**
 * The alert above the form. Its one placeholder, if any, is filled with `english`: words the page
 * cannot translate (the server's reason, the resume's file name), which the form marks as English.
 */
export interface AlertText {
  text: string;
  english?: string;
}

type ErrorWords = Messages<'careers'>['errors'];

/** Our own reasons for a failed request, as errorMessage gives them in English, in the page's words. */
function ownReason(reason: string, words: ErrorWords): string | undefined {
  if (reason === NETWORK_ERROR) return words.network;
  if (reason === TIMEOUT_ERROR) return words.timeout;
  if (reason === FALLBACK_ERROR) return words.fallback;
  return undefined;
}

function failureText(
  error: unknown,
  resume: File | undefined,
  words: ErrorWords,
  language: Language,
): AlertText {
  const cause = error instanceof ApplyError ? error.cause : error;
  if (error instanceof ApplyError && error.step === 'upload') {
    // The upload module gives its reason in English, as the back office reads it too; a page in
    // another language says in its own words that the file did not go.
    return language === 'en' || !resume
      ? { text: errorMessage(cause) }
      : { text: words.uploadFailed, english: resume.name };
  }
  if (cause instanceof UnconfirmedCreateError) return { text: words.unconfirmed };
  const reason = errorMessage(cause);
  const own = ownReason(reason, words);
  return own ? { text: fill(words.notSent, { reason: own }) } : { text: words.notSent, english: reason };
}

/**
 * An application for `job`: what has been typed and chosen, its check (shown from the first
 * submit on), the send (upload, then the application) and what to say when it fails, in the
 * page's language. A sent application empties the form and calls `onApplied`; `abort` stops a
 * send under way.
 */
export function useApplicationForm(job: Job, onApplied: (job: Job) => void) {
  const words = useMessages('careers').errors;
  const personErrors = useMessages('forms').errors;
  const language = useLanguage();
  const checkWords: ApplicationWords = {
    required: words.required,
    correctFields: words.correctFields,
    person: personErrorWords(personErrors),
  };
  const [form, setForm] = useState<ApplicationForm>(EMPTY_FORM);
  const [resume, setResume] = useState<File | null>(null);
  const [attempted, setAttempted] = useState(false);
  // A new key remounts the resume field: the only way to empty a file input.
  const [resumeKey, setResumeKey] = useState(0);
  const apply = useApplyForJob();
  const sending = useRef<AbortController | null>(null);
  useEffect(() => () => sending.current?.abort(), []);
  const abort = useCallback(() => sending.current?.abort(), []);

  const check = attempted ? checkApplication(form, resume, checkWords) : null;
  const problem = check && !check.ok ? check : null;

  const change =
    (field: keyof ApplicationForm) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setForm((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (apply.isPending) return;
    setAttempted(true);
    apply.reset();
    if (!checkApplication(form, resume, checkWords).ok || !resume) return;
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

  const alert: AlertText | null = problem
    ? { text: problem.alert }
    : apply.isError
      ? failureText(apply.error, apply.variables?.resume, words, language)
      : null;

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
    alert,
    unconfirmed: apply.error instanceof ApplyError && apply.error.cause instanceof UnconfirmedCreateError,
  };
}

export type Application = ReturnType<typeof useApplicationForm>;
