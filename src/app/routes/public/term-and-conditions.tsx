import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageContents } from '@/components/PageContents';
import { PageHero } from '@/components/PageHero';
import { company, mailLink } from '@/config/company';
import { paths } from '@/config/paths';
import { publicPageMeta } from '@/lib/pageMeta';
import type { Route } from './+types/term-and-conditions';

export const meta: Route.MetaFunction = () =>
  publicPageMeta({
    title: 'Terms and Conditions',
    description: 'The terms that apply when you use the Kalinga Habitats website and our services.',
    path: paths.terms,
  });

interface TermsSection {
  id: string;
  title: string;
  /** Each paragraph under its key: a text, or words with a link in them. */
  paragraphs: (string | { key: string; content: ReactNode })[];
}

const PRIVACY_STATEMENT_DATE = 'June 2024';

const sections: TermsSection[] = [
  {
    id: 'privacy-statement',
    title: 'Privacy Statement',
    paragraphs: [
      `This privacy statement was last updated in ${PRIVACY_STATEMENT_DATE}. It explains how ${company.name} ("we", "us") collects and uses the information you give us when you browse this website, send an enquiry or apply for a job.`,
      {
        key: 'privacy-notice',
        content: (
          <>
            These terms govern the use of this website. How we handle the details you send us is set out in
            our{' '}
            <Link to={paths.privacy} className="font-medium text-brand-700 hover:underline">
              Privacy Notice
            </Link>
            .
          </>
        ),
      },
    ],
  },
  {
    id: 'copyright-policy',
    title: 'Copyright Policy',
    paragraphs: [
      `All text, photographs, floor plans, drawings, logos and designs on this website belong to ${company.name} or are used with the permission of their owners, and are protected by the Copyright Act, 1957.`,
      'You may view and print pages for your own personal, non-commercial use. You may not copy, republish, sell or change any content without our written permission.',
      'Images of projects are artistic impressions; the finished buildings, amenities and landscaping may differ.',
    ],
  },
  {
    id: 'confidentiality',
    title: 'Confidentiality',
    paragraphs: [
      'Everything you share with us about your budget, finances, documents or property is treated as confidential. It is seen only by the staff and advisers who need it to serve you.',
      'Our employees, channel partners and legal advisers are bound by confidentiality agreements, and we expect the same discretion about prices and offers we share with you individually.',
    ],
  },
  {
    id: 'privacy-policy',
    title: 'Privacy Policy',
    paragraphs: [
      'We collect the name, email address, phone number and message you type into our enquiry, contact and job application forms, and the resume you upload when you apply for a position.',
      'We use these details only to answer your enquiry, arrange site visits, process your booking or consider your application. We do not sell or rent your personal information to anyone.',
      'Our website uses only the storage it needs to work. We keep enquiry details for as long as they are useful to serve you, and job applications for up to twelve months.',
      `You may ask to see, correct or delete the information we hold about you at any time by writing to ${company.email}.`,
    ],
  },
  {
    id: 'disclosure-of-information',
    title: 'Disclosure of Information',
    paragraphs: [
      'We share your details only with partners who help complete your purchase, such as the bank handling your home loan or the registration office, and only with your consent.',
      'We may disclose information when the law requires it, for example to the Real Estate Regulatory Authority, tax authorities or a court, or to protect the rights and safety of our customers and staff.',
      'If you have a question or a complaint about how your information is used, please write to us and we will reply within seven working days.',
    ],
  },
];

export default function TermsPage() {
  return (
    <>
      <PageHero title="Terms and Conditions" eyebrow="Legal">
        <p>Privacy statement dated {PRIVACY_STATEMENT_DATE}.</p>
      </PageHero>

      <div className="container-site grid gap-10 py-14 sm:py-20 lg:grid-cols-[16rem_1fr]">
        <PageContents label="On this page" sections={sections} />
        <div className="card max-w-3xl space-y-10 p-6 sm:p-10">
          {sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-24"
            >
              <h2 id={`${section.id}-heading`} className="text-2xl">
                {section.title}
              </h2>
              {section.paragraphs.map((paragraph) =>
                typeof paragraph === 'string' ? (
                  <p key={paragraph.slice(0, 40)} className="mt-3 leading-relaxed text-ink-soft">
                    {paragraph}
                  </p>
                ) : (
                  <p key={paragraph.key} className="mt-3 leading-relaxed text-ink-soft">
                    {paragraph.content}
                  </p>
                ),
              )}
            </section>
          ))}
          <p className="border-t border-ink/10 pt-6 text-sm text-ink-muted">
            Questions about these terms? Write to{' '}
            <a href={mailLink(company.email)} className="font-medium text-brand-700 hover:underline">
              {company.email}
            </a>
            .
          </p>
        </div>
      </div>
    </>
  );
}
