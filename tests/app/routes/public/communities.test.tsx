import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meta } from '@/app/routes/public/communities';
import { paths } from '@/config/paths';
import { localPath } from '@/lib/i18n/languages';
import { canonical, metaContent } from '@tests/test-utils/metaTags';
import { expectOrderedHeadings, openPage } from '@tests/test-utils/page';
import { strayLatinOnPage } from '@tests/test-utils/latinTerms';

describe('Community', () => {
  it('has its static sections: neighbourhoods, events and CSR', async () => {
    await openPage('/communities', 'Community');
    await waitFor(() => expect(document.title).toContain('Community'));
    for (const name of [
      'Bhubaneswar neighbourhoods',
      'Community events',
      'Corporate social responsibility',
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 3, name: 'Patia & Chandrasekharpur' })).toBeInTheDocument();
    expectOrderedHeadings();
  });
});

describe.each([
  {
    language: 'or' as const,
    heading: 'ସମୁଦାୟ',
    eyebrow: 'ଆମ ବସତିର ଜୀବନ',
    regions: ['ଭୁବନେଶ୍ୱରର ଅଞ୍ଚଳ', 'ବସତିର କାର୍ଯ୍ୟକ୍ରମ', 'ସାମାଜିକ ଦାୟିତ୍ୱ'],
    area: 'ପାଟିଆ ଓ ଚନ୍ଦ୍ରଶେଖରପୁର',
    gallery: 'ଫଟୋ ଗ୍ୟାଲେରି ଦେଖନ୍ତୁ',
    properties: 'ସମ୍ପତ୍ତି ଦେଖନ୍ତୁ',
    description: 'ଦୈନନ୍ଦିନ ଜୀବନ',
  },
  {
    language: 'hi' as const,
    heading: 'समुदाय',
    eyebrow: 'हमारी बस्तियों की ज़िंदगी',
    regions: ['भुवनेश्वर के इलाक़े', 'बस्ती के आयोजन', 'कॉरपोरेट सामाजिक दायित्व'],
    area: 'पटिया और चंद्रशेखरपुर',
    gallery: 'गैलरी देखें',
    properties: 'प्रॉपर्टी देखें',
    description: 'रोज़मर्रा की ज़िंदगी',
  },
])('Community in $language', (words) => {
  it('is written in the language, its title and description too, with no English left', async () => {
    await openPage(`/${words.language}/communities`, words.heading);
    await waitFor(() => expect(document.title).toContain(words.heading));
    const descriptors = meta({ location: { pathname: `/${words.language}/communities` } } as Parameters<
      typeof meta
    >[0]);
    expect(metaContent(descriptors, 'description')).toContain(words.description);
    expect(canonical(descriptors)).toMatch(new RegExp(`/${words.language}/communities$`));
    expect(screen.getByText(words.eyebrow)).toBeInTheDocument();
    for (const name of words.regions) expect(screen.getByRole('region', { name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: words.area })).toBeInTheDocument();
    expect(screen.queryByText('Community events')).not.toBeInTheDocument();
    expect(screen.queryByText('Patia & Chandrasekharpur')).not.toBeInTheDocument();
    expect(strayLatinOnPage()).toEqual([]);
    expectOrderedHeadings();
  });

  it('links to the properties and the gallery in the language where they are written in it', async () => {
    await openPage(`/${words.language}/communities`, words.heading);
    expect(screen.getByRole('link', { name: words.properties })).toHaveAttribute(
      'href',
      localPath(words.language, paths.properties),
    );
    expect(screen.getByRole('link', { name: words.gallery })).toHaveAttribute(
      'href',
      localPath(words.language, paths.gallery),
    );
  });
});

describe('Terms and Conditions', () => {
  it('has the dated privacy statement and the four policies, each linked from the contents', async () => {
    await openPage('/term-and-conditions', 'Terms and Conditions');
    await waitFor(() => expect(document.title).toContain('Terms and Conditions'));
    const sections = [
      'Privacy Statement',
      'Copyright Policy',
      'Confidentiality',
      'Privacy Policy',
      'Disclosure of Information',
    ];
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    for (const name of sections) {
      const region = screen.getByRole('region', { name });
      const link = Array.from(contents.querySelectorAll('a')).find((a) => a.textContent === name);
      expect(link).toHaveAttribute('href', `#${region.id}`);
    }
    expect(screen.getByRole('region', { name: 'Privacy Statement' })).toHaveTextContent('June 2024');
    expectOrderedHeadings();
  });
});
