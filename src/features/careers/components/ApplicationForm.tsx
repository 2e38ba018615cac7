import { useEffect, useId, useRef } from 'react';
import { DataUseNotice } from '@/components/DataUseNotice';
import { HoneypotField } from '@/components/HoneypotField';
import { MessageField } from '@/components/MessageField';
import { PersonFields } from '@/components/PersonFields';
import { useBackendLang, useMessages } from '@/lib/i18n/useMessages';
import { ResumeField } from './ResumeField';
import type { AlertText, Application } from './useApplicationForm';

export interface ApplicationFormProps {
  application: Application;
  onCancel: () => void;
}

/** An alert's words, what it quotes in English marked so on a page in another language. */
function AlertWords({ alert }: { alert: AlertText }) {
  const lang = useBackendLang();
  const [before = '', after = ''] = alert.text.split(/\{\w+\}/);
  if (alert.english === undefined) return alert.text;
  if (!lang) return `${before}${alert.english}${after}`;
  return (
    <>
      {before}
      <span lang={lang}>{alert.english}</span>
      {after}
    </>
  );
}

/** 'Apply for the Position': the applicant's details, the resume, a cover letter, Cancel and Submit. */
export function ApplicationForm({ application, onCancel }: ApplicationFormProps) {
  const careers = useMessages('careers');
  const words = careers.form;
  const { form, change, setResume, resumeKey, submit, busy, fieldErrors, alert, unconfirmed } = application;
  const headingId = useId();
  // Submit is disabled while sending: focus moves to Cancel, so Escape and Enter can still close the dialog.
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (busy && (!active || active === document.body || (active as HTMLButtonElement).disabled)) {
      cancelRef.current?.focus();
    }
  }, [busy]);
  const alertRef = useRef<HTMLParagraphElement>(null);
  // The alert is a new object each render: it is its words that say whether it changed.
  const alertWords = alert ? `${alert.text}${alert.english ?? ''}` : null;
  // The message sits above the form; on a phone the Submit button is far below it.
  useEffect(() => {
    if (alertWords) alertRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [alertWords]);

  return (
    <>
      <h3 id={headingId} className="mt-6 text-xl">
        {words.heading}
      </h3>
      <form onSubmit={submit} noValidate aria-labelledby={headingId} className="mt-4">
        <fieldset disabled={busy} className="grid gap-4 sm:grid-cols-2">
          <legend className="sr-only">{words.legend}</legend>
          {alert ? (
            <p
              ref={alertRef}
              role="alert"
              className="rounded-lg border border-danger/30 bg-danger-soft px-4 py-3 text-sm font-medium text-danger sm:col-span-2"
            >
              <AlertWords alert={alert} />
            </p>
          ) : null}
          <PersonFields
            values={form}
            errors={fieldErrors}
            change={change}
            phonePlaceholder={words.phonePlaceholder}
          />
          <ResumeField key={resumeKey} onChange={setResume} />
          <MessageField
            label={words.coverLetter}
            name="jobLetter"
            className="sm:col-span-2"
            rows={4}
            placeholder={words.coverLetterPlaceholder}
            value={form.jobLetter}
            onChange={change('jobLetter')}
          />
        </fieldset>
        <HoneypotField />
        <DataUseNotice form="application" className="mt-4" />
        {/* Outside the fieldset: Cancel still works while the application is sent. */}
        <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button ref={cancelRef} type="button" className="btn-ghost" onClick={onCancel}>
            {words.cancel}
          </button>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? words.sending : unconfirmed ? words.sendAgain : words.submit}
          </button>
        </div>
      </form>
    </>
  );
}
