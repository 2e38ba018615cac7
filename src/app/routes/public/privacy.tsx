import type { ReactNode } from 'react';
import { PageContents } from '@/components/PageContents';
import { PageHero } from '@/components/PageHero';
import { company, mailLink } from '@/config/company';
import {
  APPLICATION_RETENTION_MONTHS,
  INQUIRY_RETENTION_MONTHS,
  PRIVACY_ANSWER_DAYS,
} from '@/config/constants';
import { paths } from '@/config/paths';
import { fill } from '@/lib/i18n/fill';
import { plural } from '@/lib/i18n/plural';
import { useLanguage, useMessages } from '@/lib/i18n/useMessages';
import { namedPageMeta } from '@/lib/pageMeta';
import type { Route } from './+types/privacy';

export const meta: Route.MetaFunction = ({ location }) =>
  namedPageMeta(location.pathname, 'privacy', paths.privacy);

const FORMS = ['contact', 'inquiry', 'shortlistInquiry', 'application'] as const;
const grievance = company.grievance;
const address = Object.values(company.address).join(', ');

function NoticeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24">
      <h2 id={`${id}-heading`} className="text-2xl">
        {title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-ink-soft">{children}</div>
    </section>
  );
}

export default function PrivacyPage() {
  const privacy = useMessages('privacy');
  const language = useLanguage();
  const months = (count: number) => plural(language, privacy.retention.months, count);
  const email = (
    <a href={mailLink(grievance.email)} className="font-medium text-brand-700 hover:underline">
      {grievance.email}
    </a>
  );
  const officer = { officer: privacy.who.officer };
  const [beforeEmail = '', afterEmail = ''] = fill(privacy.rights.intro, officer).split('{email}');
  const sections = [
    { id: 'who', title: privacy.who.title },
    { id: 'collected', title: privacy.collected.title },
    { id: 'browser', title: privacy.browser.title },
    { id: 'purpose', title: privacy.purpose.title },
    { id: 'recipients', title: privacy.recipients.title },
    { id: 'retention', title: privacy.retention.title },
    { id: 'rights', title: privacy.rights.title },
    { id: 'answer', title: privacy.answer.title },
  ];

  return (
    <>
      <PageHero
        title={privacy.title}
        eyebrow={privacy.eyebrow}
        intro={fill(privacy.intro, { company: company.name })}
      />

      <div className="container-site grid gap-10 py-14 sm:py-20 lg:grid-cols-[16rem_1fr]">
        <PageContents label={privacy.contents} sections={sections} />
        <div className="card max-w-3xl space-y-10 p-6 sm:p-10">
          <NoticeSection id="who" title={privacy.who.title}>
            <p>{fill(privacy.who.text, { company: company.name, address })}</p>
            <p>
              {fill(privacy.who.contact, {
                ...officer,
                email: grievance.email,
                phone: grievance.phone,
              })}
            </p>
          </NoticeSection>

          <NoticeSection id="collected" title={privacy.collected.title}>
            <p>{privacy.collected.intro}</p>
            <div className="grid gap-6 sm:grid-cols-2">
              {FORMS.map((form) => {
                const words = privacy.collected.forms[form];
                return (
                  <div key={form}>
                    <h3 id={`collected-${form}`} className="text-lg text-ink">
                      {words.name}
                    </h3>
                    <ul aria-labelledby={`collected-${form}`} className="mt-2 list-disc space-y-1 pl-5">
                      {words.fields.map((field) => (
                        <li key={field}>{field}</li>
                      ))}
                    </ul>
                  </div>
                );
              })}
            </div>
          </NoticeSection>

          <NoticeSection id="browser" title={privacy.browser.title}>
            <p>{privacy.browser.text}</p>
          </NoticeSection>

          <NoticeSection id="purpose" title={privacy.purpose.title}>
            <ul className="list-disc space-y-1 pl-5">
              {privacy.purpose.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <p>{privacy.purpose.only}</p>
          </NoticeSection>

          <NoticeSection id="recipients" title={privacy.recipients.title}>
            <p>{fill(privacy.recipients.text, { company: company.name })}</p>
            <p>{privacy.recipients.processors}</p>
            <p>{privacy.recipients.law}</p>
          </NoticeSection>

          <NoticeSection id="retention" title={privacy.retention.title}>
            <ul className="list-disc space-y-1 pl-5">
              <li>{fill(privacy.retention.inquiries, { period: months(INQUIRY_RETENTION_MONTHS) })}</li>
              <li>
                {fill(privacy.retention.applications, { period: months(APPLICATION_RETENTION_MONTHS) })}
              </li>
            </ul>
            <p>{privacy.retention.after}</p>
          </NoticeSection>

          <NoticeSection id="rights" title={privacy.rights.title}>
            <p>
              {beforeEmail}
              {email}
              {afterEmail}
            </p>
            <ul className="list-disc space-y-1 pl-5">
              {privacy.rights.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </NoticeSection>

          <NoticeSection id="answer" title={privacy.answer.title}>
            <p>{fill(privacy.answer.text, { days: PRIVACY_ANSWER_DAYS })}</p>
            <p>{privacy.answer.board}</p>
          </NoticeSection>
        </div>
      </div>
    </>
  );
}
