import { useId } from 'react';
import { DataUseNotice } from '@/components/DataUseNotice';
import { Field } from '@/components/Field';
import { HoneypotField } from '@/components/HoneypotField';
import { MAX_LENGTH } from '@/config/limits';
import type { InquiryAbout, InquiryAboutList } from '@/features/inquiries/schema';
import { EMPTY_INQUIRY, validateInquiry } from '@/features/inquiries/components/inquiryFormSchema';
import { inquiryAbout } from './aboutInquiry';
import { SendResult } from './SendResult';
import { useInquiryForm } from './useInquiryForm';

export interface InquiryFormProps {
  /** One listing, or several asked about at once (a shortlist). */
  about: InquiryAbout | InquiryAboutList;
  title?: string;
  headingLevel?: 2 | 3;
}

export function InquiryForm({ about, title = 'Send An Inquiry', headingLevel = 2 }: InquiryFormProps) {
  const { values, errors, change, send, onSubmit } = useInquiryForm(
    EMPTY_INQUIRY,
    validateInquiry,
    (form, pageUrl) => inquiryAbout(about, form, pageUrl),
  );
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = useId();

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
            value={values.name}
            onChange={change('name')}
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
            value={values.email}
            onChange={change('email')}
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
            value={values.phone}
            onChange={change('phone')}
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
            value={values.message}
            onChange={change('message')}
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
