import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meta } from '@/app/routes/public/term-and-conditions';
import { company } from '@/config/company';
import { paths } from '@/config/paths';
import { localPath } from '@/lib/i18n/languages';
import english from '@/lib/i18n/messages/en/terms';
import hindi from '@/lib/i18n/messages/hi/terms.json';
import odia from '@/lib/i18n/messages/or/terms.json';
import { canonical, metaContent } from '@tests/test-utils/metaTags';
import { expectOrderedHeadings, openPage } from '@tests/test-utils/page';
import { strayLatinOnPage } from '@tests/test-utils/latinTerms';

/** The sections' anchors: links to a section must work in every language. */
const ANCHORS = [
  'privacy-statement',
  'copyright-policy',
  'confidentiality',
  'privacy-policy',
  'disclosure-of-information',
];

describe.each([
  {
    language: 'en' as const,
    prefix: '',
    words: english,
    date: 'June 2024',
    dated: 'Privacy statement dated June 2024.',
  },
  {
    language: 'or' as const,
    prefix: '/or',
    words: odia,
    date: 'ଜୁନ 2024',
    dated: 'ଗୋପନୀୟତା ବିବୃତିର ତାରିଖ: ଜୁନ 2024।',
  },
  {
    language: 'hi' as const,
    prefix: '/hi',
    words: hindi,
    date: 'जून 2024',
    dated: 'गोपनीयता विवरण की तिथि: जून 2024।',
  },
])('The terms in $language', ({ language, prefix, words, date, dated }) => {
  const path = `${prefix}/term-and-conditions`;

  it('opens with its heading, title, description and date, and keeps the same anchors for its sections', async () => {
    await openPage(path, words.title);
    await waitFor(() => expect(document.title).toContain(words.title));
    const descriptors = meta({ location: { pathname: path } } as Parameters<typeof meta>[0]);
    expect(metaContent(descriptors, 'description')).toBe(words.description);
    expect(canonical(descriptors)).toMatch(new RegExp(`${path}$`));
    expect(screen.getByText(dated)).toBeInTheDocument();

    const contents = screen.getByRole('navigation', { name: words.contents });
    const titles = Object.values(words.sections).map((section) => section.title);
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(ANCHORS.map((id) => `#${id}`));
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(titles);
    titles.forEach((title, index) => {
      expect(screen.getByRole('region', { name: title })).toHaveAttribute('id', ANCHORS[index]);
    });
    expect(screen.getByRole('region', { name: words.sections.privacyStatement.title })).toHaveTextContent(
      date,
    );
    expectOrderedHeadings();
  });

  it('writes every paragraph with the company, its address and the date filled in', async () => {
    await openPage(path, words.title);
    const main = screen.getByRole('main');
    for (const section of Object.values(words.sections)) {
      const region = within(main).getByRole('region', { name: section.title });
      for (const paragraph of section.paragraphs) {
        const text = paragraph
          .replace('{company}', company.name)
          .replace('{email}', company.email)
          .replace('{date}', date);
        expect(region).toHaveTextContent(text, { normalizeWhitespace: true });
      }
    }
    expect(main).not.toHaveTextContent(/\{\w+\}/);
  });

  it('links the privacy notice in the language and the office e-mail', async () => {
    await openPage(path, words.title);
    const statement = screen.getByRole('region', { name: words.sections.privacyStatement.title });
    expect(
      within(statement).getByRole('link', { name: words.sections.privacyStatement.noticeLink }),
    ).toHaveAttribute('href', localPath(language, paths.privacy));
    expect(statement).toHaveTextContent(
      words.sections.privacyStatement.notice.replace('{notice}', words.sections.privacyStatement.noticeLink),
    );
    const mail = within(screen.getByRole('main')).getByRole('link', { name: company.email });
    expect(mail).toHaveAttribute('href', `mailto:${company.email}`);
    expect(mail.parentElement).toHaveTextContent(words.questions.replace('{email}', company.email));
  });

  if (language !== 'en') {
    it('leaves no English on the page', async () => {
      await openPage(path, words.title);
      expect(screen.queryByText('Privacy Statement')).not.toBeInTheDocument();
      expect(screen.queryByText('Copyright Policy')).not.toBeInTheDocument();
      expect(strayLatinOnPage()).toEqual([]);
    });
  }
});

describe('The terms in English', () => {
  it('reads exactly as before', async () => {
    await openPage('/term-and-conditions', 'Terms and Conditions');
    const statement = screen.getByRole('region', { name: 'Privacy Statement' });
    expect(statement).toHaveTextContent(
      'This privacy statement was last updated in June 2024. It explains how Kalinga Habitats ("we", "us") collects and uses the information you give us when you browse this website, send an enquiry or apply for a job.',
    );
    expect(statement).toHaveTextContent(
      'These terms govern the use of this website. How we handle the details you send us is set out in our Privacy Notice.',
    );
    expect(within(statement).getByRole('link', { name: 'Privacy Notice' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(screen.getByText(/^Questions about these terms\? Write to/)).toHaveTextContent(
      `Questions about these terms? Write to ${company.email}.`,
    );
  });
});
