import { Link } from 'react-router';
import { PageContents } from '@/components/PageContents';
import { PageHero } from '@/components/PageHero';
import { company, mailLink } from '@/config/company';
import { paths } from '@/config/paths';
import type { Messages } from '@/lib/i18n/catalogue';
import { fill } from '@/lib/i18n/fill';
import { useLocalPath, useMessages } from '@/lib/i18n/useMessages';
import { translatedPageMeta } from '@/lib/pageMeta';
import type { Route } from './+types/term-and-conditions';

export const meta: Route.MetaFunction = ({ location }) =>
  translatedPageMeta(location.pathname, 'terms', (terms) => ({
    title: terms.title,
    description: terms.description,
    path: paths.terms,
  }));

/** The month (1-12) and year the privacy statement was last updated. */
const PRIVACY_STATEMENT = { month: 6, year: 2024 };

/** Each section's anchor, the same in every language so a link to a section works in each. */
const SECTIONS = [
  { id: 'privacy-statement', key: 'privacyStatement' },
  { id: 'copyright-policy', key: 'copyright' },
  { id: 'confidentiality', key: 'confidentiality' },
  { id: 'privacy-policy', key: 'privacyPolicy' },
  { id: 'disclosure-of-information', key: 'disclosure' },
] as const satisfies readonly { id: string; key: keyof Messages<'terms'>['sections'] }[];

const linkClass = 'font-medium text-brand-700 hover:underline';

export default function TermsPage() {
  const terms = useMessages('terms');
  const { months } = useMessages('forms');
  const local = useLocalPath();
  const date = `${months[PRIVACY_STATEMENT.month - 1] ?? ''} ${PRIVACY_STATEMENT.year}`;
  const values = { date, company: company.name, email: company.email };
  const sections = SECTIONS.map(({ id, key }) => ({ id, ...terms.sections[key] }));
  const notice = terms.sections.privacyStatement;
  const [beforeNotice = '', afterNotice = ''] = notice.notice.split('{notice}');
  const [beforeEmail = '', afterEmail = ''] = terms.questions.split('{email}');

  return (
    <>
      <PageHero title={terms.title} eyebrow={terms.eyebrow} intro={fill(terms.dated, { date })} />

      <div className="container-site grid gap-10 py-14 sm:py-20 lg:grid-cols-[16rem_1fr]">
        <PageContents label={terms.contents} sections={sections} />
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
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)} className="mt-3 leading-relaxed text-ink-soft">
                  {fill(paragraph, values)}
                </p>
              ))}
              {section.id === 'privacy-statement' ? (
                <p className="mt-3 leading-relaxed text-ink-soft">
                  {beforeNotice}
                  <Link to={local(paths.privacy)} className={linkClass}>
                    {notice.noticeLink}
                  </Link>
                  {afterNotice}
                </p>
              ) : null}
            </section>
          ))}
          <p className="border-t border-ink/10 pt-6 text-sm text-ink-muted">
            {beforeEmail}
            <a href={mailLink(company.email)} className={linkClass}>
              {company.email}
            </a>
            {afterEmail}
          </p>
        </div>
      </div>
    </>
  );
}
