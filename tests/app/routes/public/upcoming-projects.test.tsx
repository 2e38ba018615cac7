import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meta } from '@/app/routes/public/upcoming-projects';
import { company, telLink } from '@/config/company';
import { paths } from '@/config/paths';
import { localPath } from '@/lib/i18n/languages';
import english from '@/lib/i18n/messages/en/upcoming';
import hindi from '@/lib/i18n/messages/hi/upcoming.json';
import odia from '@/lib/i18n/messages/or/upcoming.json';
import { canonical, metaContent } from '@tests/test-utils/metaTags';
import { expectOrderedHeadings, openPage } from '@tests/test-utils/page';
import { strayLatinOnPage } from '@tests/test-utils/latinTerms';

describe.each([
  { language: 'en' as const, prefix: '', words: english, heading: 'New Listings Coming Soon' },
  { language: 'or' as const, prefix: '/or', words: odia, heading: 'ନୂଆ ସମ୍ପତ୍ତି ଶୀଘ୍ର ଆସୁଛି' },
  { language: 'hi' as const, prefix: '/hi', words: hindi, heading: 'नई प्रॉपर्टी जल्द आ रही हैं' },
])('Upcoming projects in $language', ({ language, prefix, words, heading }) => {
  const path = `${prefix}/upcoming-projects`;

  it('has its heading, title, description, the properties link and the office phone', async () => {
    await openPage(path, heading);
    await waitFor(() => expect(document.title).toContain(heading));
    const descriptors = meta({ location: { pathname: path } } as Parameters<typeof meta>[0]);
    expect(metaContent(descriptors, 'description')).toBe(words.description);
    expect(canonical(descriptors)).toMatch(new RegExp(`${path}$`));
    expect(screen.getByText(words.launching)).toBeInTheDocument();
    expect(screen.getByText(words.intro)).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: words.browse })).toHaveAttribute(
      'href',
      localPath(language, paths.properties),
    );
    expect(main.getByRole('link', { name: company.phone })).toHaveAttribute('href', telLink(company.phone));
    expectOrderedHeadings();
  });

  if (language !== 'en') {
    it('leaves no English on the page', async () => {
      await openPage(path, heading);
      expect(screen.queryByText('Launching soon')).not.toBeInTheDocument();
      expect(screen.queryByText(/Browse Properties/)).not.toBeInTheDocument();
      expect(strayLatinOnPage()).toEqual([]);
    });
  }
});
