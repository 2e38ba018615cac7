import { useId } from 'react';
import { DataUseNotice } from '@/components/DataUseNotice';
import { Field } from '@/components/Field';
import { HoneypotField } from '@/components/HoneypotField';
import { MessageField } from '@/components/MessageField';
import { PersonFields } from '@/components/PersonFields';
import { SelectOptions } from '@/components/SelectOptions';
import { useMessages } from '@/lib/i18n/useMessages';
import { personErrorWords } from '@/lib/validators';
import { EMPTY_CONTACT, PROPERTY_TYPES, toInquiry, validateContact } from './contactFormSchema';
import { SendResult } from '@/features/inquiries/components/SendResult';
import { useInquiryForm } from '@/features/inquiries/components/useInquiryForm';

/**
 * 'Drop Us A Line': every field carries the browser's `required`; when the browser stops a submit
 * (or our stricter checks do) each field says in words what it needs. Sent like the inquiry form.
 */
export function ContactForm() {
  const titleId = useId();
  const forms = useMessages('forms');
  const words = useMessages('contact').form;
  const checkWords = { person: personErrorWords(forms.errors), contact: words.errors };
  const { values, errors, change, showProblems, send, onSubmit } = useInquiryForm(
    EMPTY_CONTACT,
    (form) => validateContact(form, checkWords),
    (form, pageUrl) => toInquiry(form, pageUrl, words),
  );
  // The browser found an empty or malformed field: show every field's message in words too.
  const onInvalid = showProblems;
  const propertyTypes = PROPERTY_TYPES.map((type) => ({ value: type, label: words.propertyTypes[type] }));

  return (
    <form onSubmit={onSubmit} aria-labelledby={titleId} className="card p-6 sm:p-8">
      <h2 id={titleId} className="text-2xl sm:text-3xl">
        {words.title}
      </h2>
      <p className="mt-2 text-sm text-ink-muted">{words.intro}</p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <PersonFields values={values} errors={errors} change={change} onInvalid={onInvalid} />
        <Field label={words.propertyType} error={errors.propertyType} required>
          {(control) => (
            <select
              {...control}
              name="propertyType"
              required
              className="input"
              value={values.propertyType}
              onChange={change('propertyType')}
              onInvalid={onInvalid}
            >
              <option value="" disabled>
                {words.choosePropertyType}
              </option>
              <SelectOptions options={propertyTypes} />
            </select>
          )}
        </Field>
        <MessageField
          label={forms.message}
          name="message"
          error={errors.message}
          required
          className="sm:col-span-2"
          rows={5}
          resizable
          placeholder={words.messagePlaceholder}
          value={values.message}
          onChange={change('message')}
          onInvalid={onInvalid}
        />
      </div>
      <HoneypotField />
      <DataUseNotice form="contact" className="mt-6" />
      <button type="submit" className="btn-primary mt-3 w-full py-3 sm:w-auto" disabled={send.isPending}>
        {send.isPending ? forms.pleaseWait : words.send}
      </button>
      <SendResult sent={send.isSuccess} failed={send.isError} className="mt-4" />
    </form>
  );
}
