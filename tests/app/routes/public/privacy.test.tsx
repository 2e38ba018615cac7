import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meta } from '@/app/routes/public/privacy';
import { company } from '@/config/company';
import {
  APPLICATION_RETENTION_MONTHS,
  INQUIRY_RETENTION_MONTHS,
  PRIVACY_ANSWER_DAYS,
} from '@/config/constants';
import english from '@/lib/i18n/messages/en/privacy';
import hindi from '@/lib/i18n/messages/hi/privacy.json';
import odia from '@/lib/i18n/messages/or/privacy.json';
import { canonical, metaContent } from '@tests/test-utils/metaTags';
import { expectOrderedHeadings, openPage } from '@tests/test-utils/page';
import { strayLatinOnPage } from '@tests/test-utils/latinTerms';

const FORMS = ['contact', 'inquiry', 'shortlistInquiry', 'application'] as const;

describe.each([
  {
    language: 'en' as const,
    prefix: '',
    words: english,
    retention: [
      `${INQUIRY_RETENTION_MONTHS} months after our last reply`,
      `${APPLICATION_RETENTION_MONTHS} months after the position is filled`,
    ],
    answer: `within ${PRIVACY_ANSWER_DAYS} days`,
  },
  {
    language: 'or' as const,
    prefix: '/or',
    words: odia,
    retention: [`${INQUIRY_RETENTION_MONTHS} ମାସ ପର୍ଯ୍ୟନ୍ତ`, `${APPLICATION_RETENTION_MONTHS} ମାସ ପର୍ଯ୍ୟନ୍ତ`],
    answer: `${PRIVACY_ANSWER_DAYS} ଦିନ ମଧ୍ୟରେ`,
  },
  {
    language: 'hi' as const,
    prefix: '/hi',
    words: hindi,
    retention: [`${INQUIRY_RETENTION_MONTHS} महीने बाद तक`, `${APPLICATION_RETENTION_MONTHS} महीने बाद तक`],
    answer: `${PRIVACY_ANSWER_DAYS} दिनों के भीतर`,
  },
])('The privacy notice in $language', ({ language, prefix, words, retention, answer }) => {
  const path = `${prefix}/privacy`;

  it('opens with its heading, title and description, and names the grievance contact', async () => {
    await openPage(path, words.title);
    await waitFor(() => expect(document.title).toContain(words.title));
    const descriptors = meta({ location: { pathname: path } } as Parameters<typeof meta>[0]);
    expect(metaContent(descriptors, 'description')).toBe(words.description);
    expect(canonical(descriptors)).toMatch(new RegExp(`${path}$`));
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent(company.grievance.email);
    expect(main).toHaveTextContent(company.grievance.phone);
    expect(main).toHaveTextContent(words.who.officer);
    expect(within(main).getByRole('link', { name: company.grievance.email })).toHaveAttribute(
      'href',
      `mailto:${company.grievance.email}`,
    );
    expect(main).toHaveTextContent(company.address.line1);
    expectOrderedHeadings();
  });

  it('lists the fields each form sends', async () => {
    await openPage(path, words.title);
    for (const form of FORMS) {
      const { name, fields } = words.collected.forms[form];
      const list = screen.getByRole('list', { name });
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(fields);
    }
  });

  it('states the retention periods and the answer time from the constants, the rights and the Board', async () => {
    await openPage(path, words.title);
    const main = screen.getByRole('main');
    for (const period of retention) expect(main).toHaveTextContent(period);
    expect(main).toHaveTextContent(answer);
    for (const right of words.rights.items) expect(main).toHaveTextContent(right);
    expect(main).toHaveTextContent(words.answer.board);
    expect(main).toHaveTextContent(words.browser.text);
    expect(screen.getByRole('heading', { level: 2, name: words.rights.title })).toBeInTheDocument();
  });

  it.runIf(language !== 'en')('has no English left, and its footer links stay in the language', async () => {
    await openPage(path, words.title);
    expect(screen.queryByText(english.title)).not.toBeInTheDocument();
    expect(strayLatinOnPage()).toEqual([]);
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: words.title })).toHaveAttribute('href', path);
  });
});

describe('The footer', () => {
  it('links to the privacy notice after the terms', async () => {
    await openPage('/about', 'About Us');
    const footer = await screen.findByRole('contentinfo');
    const links = within(footer)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links.indexOf('Privacy Notice')).toBe(links.indexOf('Terms and Conditions') + 1);
    expect(within(footer).getByRole('link', { name: 'Privacy Notice' })).toHaveAttribute('href', '/privacy');
  });
});
