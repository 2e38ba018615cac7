import { useEffect, useId, useRef, useState } from 'react';
import { DataUseNotice } from '@/components/DataUseNotice';
import { HoneypotField } from '@/components/HoneypotField';
import { MessageField } from '@/components/MessageField';
import { PersonFields } from '@/components/PersonFields';
import { plural } from '@/lib/i18n/plural';
import { paths } from '@/config/paths';
import { useLanguage, useLocalPath, useMessages } from '@/lib/i18n/useMessages';
import { absoluteUrl } from '@/lib/siteUrl';
import { personErrorWords } from '@/lib/validators';
import { officeToday } from '@/lib/officeClock';
import type { InquiryAbout, InquiryAboutList } from '@/features/inquiries/schema';
import { EMPTY_INQUIRY, validateInquiry } from '@/features/inquiries/components/inquiryFormSchema';
import { useSiteVisitAsked } from '@/features/inquiries/siteVisitRequest';
import { inquiryAbout } from './aboutInquiry';
import { AddToCalendar } from './AddToCalendar';
import { SendResult } from './SendResult';
import { SiteVisitFields } from './SiteVisitFields';
import { useInquiryForm } from './useInquiryForm';

export interface InquiryFormProps {
  /** One listing, or several asked about at once (a shortlist). */
  about: InquiryAbout | InquiryAboutList;
  /** The heading; 'Send An Inquiry' in the page's language when not given. */
  title?: string;
  headingLevel?: 2 | 3;
}

export function InquiryForm({ about, title, headingLevel = 2 }: InquiryFormProps) {
  const language = useLanguage();
  const localPath = useLocalPath();
  const forms = useMessages('forms');
  const words = useMessages('inquiry');
  const checkWords = {
    person: personErrorWords(forms.errors),
    visit: words.visit.errors,
    months: forms.months,
  };
  const { values, errors, change, set, send, onSubmit } = useInquiryForm(
    EMPTY_INQUIRY,
    (form) => validateInquiry(form, officeToday(), checkWords),
    (form, pageUrl) =>
      inquiryAbout(about, form, pageUrl, (count) => plural(language, words.aboutListings, count)),
  );
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = useId();
  const visitGroup = useRef<HTMLDivElement>(null);
  const visitDate = useRef<HTMLInputElement>(null);
  // Counts the page's requests for a visit (the phone bar's Visit): each brings the date into view.
  const [visitAsked, setVisitAsked] = useState(0);

  useSiteVisitAsked(() => {
    if (values.visit !== 'yes') set('visit', 'yes');
    setVisitAsked((count) => count + 1);
  });

  useEffect(() => {
    if (!visitAsked) return;
    visitGroup.current?.scrollIntoView({ block: 'center' });
    visitDate.current?.focus({ preventScroll: true });
  }, [visitAsked]);

  const sent = send.isSuccess ? send.variables : undefined;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby={titleId}>
      <Heading id={titleId} className="text-xl font-semibold">
        {title ?? words.form.title}
      </Heading>
      <PersonFields values={values} errors={errors} change={change} />
      <MessageField
        label={forms.message}
        name="message"
        error={errors.message}
        rows={4}
        resizable
        value={values.message}
        onChange={change('message')}
      />
      {/* A visit is to one place: an inquiry about a whole shortlist asks for none. */}
      {about.kind === 'shortlist' ? null : (
        <SiteVisitFields
          values={values}
          errors={errors}
          change={change}
          dateRef={visitDate}
          groupRef={visitGroup}
        />
      )}
      <HoneypotField />
      <DataUseNotice form={about.kind === 'shortlist' ? 'shortlistInquiry' : 'inquiry'} />
      <button type="submit" className="btn-accent w-full py-3" disabled={send.isPending}>
        {send.isPending ? forms.pleaseWait : words.form.send}
      </button>
      <SendResult sent={send.isSuccess} failed={send.isError} />
      {sent?.visit && about.kind !== 'shortlist' ? (
        <AddToCalendar
          visit={sent.visit}
          // The listing's own address, not the browser's (no query, fragment or tracking tags).
          listing={{
            name: about.name,
            address: about.address,
            pageUrl: absoluteUrl(localPath(paths.listing(about.kind, about.name, about.id))),
          }}
        />
      ) : null}
    </form>
  );
}
