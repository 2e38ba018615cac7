import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { DataUseNotice } from '@/components/DataUseNotice';
import { Field } from '@/components/Field';
import { HoneypotField } from '@/components/HoneypotField';
import { isTrapped } from '@/components/honeypot';
import { PHONE_DIGITS } from '@/config/constants';
import { MAX_LENGTH } from '@/config/limits';
import { hasErrors } from '@/lib/validators';
import { usePageUrl, useSendInquiry } from '@/features/inquiries/hooks';
import {
  CONTACT_FIELDS,
  EMPTY_CONTACT,
  PROPERTY_TYPES,
  toInquiry,
  validateContact,
  type ContactForm as ContactFormValues,
} from './contactFormSchema';
import { SendResult } from '@/features/inquiries/components/SendResult';

/**
 * 'Drop Us A Line': every field carries the browser's `required`; when the browser stops a submit
 * (or our stricter checks do) each field says in words what it needs. Sent like the inquiry form.
 */
export function ContactForm() {
  const titleId = useId();
  const [form, setForm] = useState<ContactFormValues>(EMPTY_CONTACT);
  const [attempted, setAttempted] = useState(false);
  const send = useSendInquiry();
  const pageUrl = usePageUrl();
  const errors = attempted ? validateContact(form) : {};

  const set =
    (field: keyof ContactFormValues) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      // A new message replaces the last answer.
      if (send.isSuccess) send.reset();
      setForm((current) => ({ ...current, [field]: event.target.value }));
    };
  // The browser found an empty or malformed field: show every field's message in words too.
  const onInvalid = () => setAttempted(true);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    setAttempted(true);
    const problems = validateContact(form);
    if (hasErrors(problems)) {
      const first = CONTACT_FIELDS.find((field) => problems[field]);
      const control = first ? event.currentTarget.elements.namedItem(first) : null;
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    send.mutate(
      { ...toInquiry(form, pageUrl), trapped: isTrapped(event.currentTarget) },
      {
        onSuccess: () => {
          setForm(EMPTY_CONTACT);
          setAttempted(false);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} aria-labelledby={titleId} className="card p-6 sm:p-8">
      <h2 id={titleId} className="text-2xl sm:text-3xl">
        Drop Us A Line
      </h2>
      <p className="mt-2 text-sm text-ink-muted">
        All fields are required. We usually answer within one working day.
      </p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <Field label="Name" error={errors.name} required>
          {(control) => (
            <input
              {...control}
              name="name"
              required
              autoComplete="name"
              maxLength={MAX_LENGTH.name}
              className="input"
              value={form.name}
              onChange={set('name')}
              onInvalid={onInvalid}
            />
          )}
        </Field>
        <Field label="Email" error={errors.email} required>
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              required
              autoComplete="email"
              maxLength={MAX_LENGTH.email}
              className="input"
              value={form.email}
              onChange={set('email')}
              onInvalid={onInvalid}
            />
          )}
        </Field>
        <Field label="Phone" error={errors.phone} required>
          {(control) => (
            <input
              {...control}
              name="phone"
              type="tel"
              required
              inputMode="numeric"
              pattern={`\\d{${PHONE_DIGITS}}`}
              autoComplete="tel-national"
              maxLength={MAX_LENGTH.phone}
              placeholder="10-digit phone number"
              className="input"
              value={form.phone}
              onChange={set('phone')}
              onInvalid={onInvalid}
            />
          )}
        </Field>
        <Field label="Property Type" error={errors.propertyType} required>
          {(control) => (
            <select
              {...control}
              name="propertyType"
              required
              className="input"
              value={form.propertyType}
              onChange={set('propertyType')}
              onInvalid={onInvalid}
            >
              <option value="" disabled>
                Choose a property type
              </option>
              {PROPERTY_TYPES.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Message" error={errors.message} required className="sm:col-span-2">
          {(control) => (
            <textarea
              {...control}
              name="message"
              required
              rows={5}
              maxLength={MAX_LENGTH.message}
              className="input resize-y"
              placeholder="Tell us what you are looking for"
              value={form.message}
              onChange={set('message')}
              onInvalid={onInvalid}
            />
          )}
        </Field>
      </div>
      <HoneypotField />
      <button type="submit" className="btn-primary mt-6 w-full py-3 sm:w-auto" disabled={send.isPending}>
        {send.isPending ? 'Please Wait..' : 'Send Message'}
      </button>
      <DataUseNotice className="mt-3" />
      <SendResult sent={send.isSuccess} failed={send.isError} className="mt-4" />
    </form>
  );
}
