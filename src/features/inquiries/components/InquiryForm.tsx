import { useId, useState, type FormEvent } from 'react';
import { DataUseNotice } from '@/components/DataUseNotice';
import { Field } from '@/components/Field';
import { HoneypotField } from '@/components/HoneypotField';
import { isTrapped } from '@/components/honeypot';
import { MAX_LENGTH } from '@/config/limits';
import { hasErrors } from '@/lib/validators';
import { usePageUrl, useSendInquiry } from '@/features/inquiries/hooks';
import type { Inquiry, InquiryAbout } from '@/features/inquiries/schema';
import {
  cleanInquiry,
  EMPTY_INQUIRY,
  validateInquiry,
} from '@/features/inquiries/components/inquiryFormSchema';
import { SendResult } from './SendResult';

const FIELD_ORDER: (keyof Inquiry)[] = ['name', 'email', 'phone', 'message'];

export interface InquiryFormProps {
  /** The listing the inquiry is about: its name is the e-mail's subject, its kind and id go with it. */
  about: InquiryAbout;
  /** The form's heading. */
  title?: string;
  /** The heading's level, so the page's outline stays in order. */
  headingLevel?: 2 | 3;
}

/**
 * The property inquiry: name, email, phone and message, checked before anything is sent, then
 * sent through the email service with the page's address and the listing's kind and id. Success
 * clears the form; a failure keeps what was typed. A filled spam trap looks sent and sends nothing.
 */
export function InquiryForm({ about, title = 'Send An Inquiry', headingLevel = 2 }: InquiryFormProps) {
  const [form, setForm] = useState<Inquiry>(EMPTY_INQUIRY);
  const [submitted, setSubmitted] = useState(false);
  const send = useSendInquiry();
  const pageUrl = usePageUrl();
  const errors = submitted ? validateInquiry(form) : {};
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = useId();

  const set = (field: keyof Inquiry) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    setSubmitted(true);
    const problems = validateInquiry(form);
    if (hasErrors(problems)) {
      const first = FIELD_ORDER.find((field) => problems[field]);
      const control = first ? event.currentTarget.elements.namedItem(first) : null;
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    send.mutate(
      {
        inquiry: cleanInquiry(form),
        origin: { subject: about.name, pageUrl, kind: about.kind, listingId: about.id },
        trapped: isTrapped(event.currentTarget),
      },
      {
        onSuccess: () => {
          setForm(EMPTY_INQUIRY);
          setSubmitted(false);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby={titleId}>
      <Heading id={titleId} className="text-xl font-semibold">
        {title}
      </Heading>
      <Field label="Name" error={errors.name} required>
        {(control) => (
          <input
            {...control}
            name="name"
            autoComplete="name"
            maxLength={MAX_LENGTH.name}
            className="input"
            value={form.name}
            onChange={(event) => set('name')(event.target.value)}
          />
        )}
      </Field>
      <Field label="Email" error={errors.email} required>
        {(control) => (
          <input
            {...control}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={MAX_LENGTH.email}
            className="input"
            value={form.email}
            onChange={(event) => set('email')(event.target.value)}
          />
        )}
      </Field>
      <Field label="Phone" error={errors.phone} required>
        {(control) => (
          <input
            {...control}
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={MAX_LENGTH.phone}
            placeholder="10-digit phone number"
            className="input"
            value={form.phone}
            onChange={(event) => set('phone')(event.target.value)}
          />
        )}
      </Field>
      <Field label="Message" error={errors.message}>
        {(control) => (
          <textarea
            {...control}
            name="message"
            rows={4}
            maxLength={MAX_LENGTH.message}
            className="input resize-y"
            value={form.message}
            onChange={(event) => set('message')(event.target.value)}
          />
        )}
      </Field>
      <HoneypotField />
      <button type="submit" className="btn-accent w-full py-3" disabled={send.isPending}>
        {send.isPending ? 'Please Wait..' : 'Send Inquiry'}
      </button>
      <DataUseNotice />
      <SendResult sent={send.isSuccess} failed={send.isError} />
    </form>
  );
}
