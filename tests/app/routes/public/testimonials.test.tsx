import { screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meta } from '@/app/routes/public/testimonials';
import { paths } from '@/config/paths';
import { testimonials } from '@tests/test-utils/englishContent';
import { localPath } from '@/lib/i18n/languages';
import { canonical, metaContent } from '@tests/test-utils/metaTags';
import { expectOrderedHeadings, openPage } from '@tests/test-utils/page';
import { strayLatinOnPage } from '@tests/test-utils/latinTerms';

describe('Our Testimonials', () => {
  it('shows six testimonials, each rated 4 or 5 stars in words a screen reader reads', async () => {
    await openPage('/testimonials', 'Our Testimonials');
    await waitFor(() => expect(document.title).toContain('Our Testimonials'));
    const list = screen.getByRole('region', { name: 'What our customers say' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(6);
    cards.forEach((card, index) => {
      const entry = testimonials[index]!;
      expect(within(card).getByText(entry.name)).toBeInTheDocument();
      expect(within(card).getByText(entry.designation)).toBeInTheDocument();
      expect(within(card).getByText(entry.msg, { exact: false })).toBeInTheDocument();
      const stars = within(card).getByRole('img', { name: /^Rated [45] out of 5$/ });
      expect(stars).toHaveAccessibleName(`Rated ${entry.rating} out of 5`);
      expect(stars.querySelectorAll('svg.fill-accent-400')).toHaveLength(entry.rating);
      expect(card.querySelector('img')).toHaveAttribute('src', `/images/people/person-${index + 1}.svg`);
    });
    const ratings = new Set(testimonials.map((entry) => entry.rating));
    expect(ratings).toEqual(new Set([4, 5]));
    expectOrderedHeadings();
  });
});

describe.each([
  {
    language: 'or' as const,
    heading: 'ଆମ ଗ୍ରାହକଙ୍କ କଥା',
    list: "ଆମ ଗ୍ରାହକମାନେ କ'ଣ କହନ୍ତି",
    first: { name: 'ସସ୍ମିତା ବେହେରା', designation: 'ସଫ୍ଟୱେର ଇଞ୍ଜିନିୟର, ଇନଫୋସିଟି', quote: '3 BHK ବୁକ୍ କଲୁ' },
    rated: (rating: number) => `5ରୁ ${rating} ରେଟିଂ`,
    cta: 'ନିଜ କାହାଣୀ ଲେଖିବାକୁ ପ୍ରସ୍ତୁତ କି?',
    browse: 'ସମ୍ପତ୍ତି ଦେଖନ୍ତୁ',
    talk: 'ଆମ ସହ କଥା ହୁଅନ୍ତୁ',
    description: 'ପରିବାର ଓ ନିବେଶକମାନେ',
  },
  {
    language: 'hi' as const,
    heading: 'हमारे ग्राहकों की राय',
    list: 'हमारे ग्राहक क्या कहते हैं',
    first: { name: 'सस्मिता बेहेरा', designation: 'सॉफ़्टवेयर इंजीनियर, इन्फोसिटी', quote: '3 BHK बुक किया' },
    rated: (rating: number) => `5 में से ${rating} रेटिंग`,
    cta: 'अपनी कहानी लिखने के लिए तैयार हैं?',
    browse: 'प्रॉपर्टी देखें',
    talk: 'हमसे बात करें',
    description: 'परिवार और निवेशक',
  },
])('Our Testimonials in $language', (words) => {
  it('shows the six testimonials in the language, their stars read aloud in it', async () => {
    await openPage(`/${words.language}/testimonials`, words.heading);
    await waitFor(() => expect(document.title).toContain(words.heading));
    const descriptors = meta({ location: { pathname: `/${words.language}/testimonials` } } as Parameters<
      typeof meta
    >[0]);
    expect(metaContent(descriptors, 'description')).toContain(words.description);
    expect(canonical(descriptors)).toMatch(new RegExp(`/${words.language}/testimonials$`));
    const cards = within(screen.getByRole('region', { name: words.list })).getAllByRole('listitem');
    expect(cards).toHaveLength(6);
    expect(within(cards[0]!).getByText(words.first.name)).toBeInTheDocument();
    expect(within(cards[0]!).getByText(words.first.designation)).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent(words.first.quote);
    cards.forEach((card, index) => {
      const rating = testimonials[index]!.rating;
      expect(within(card).getByRole('img', { name: words.rated(rating) })).toBeInTheDocument();
      expect(card.querySelector('img')).toHaveAttribute('src', `/images/people/person-${index + 1}.svg`);
    });
    expect(screen.getByRole('heading', { level: 2, name: words.cta })).toBeInTheDocument();
    expect(screen.queryByText('Sasmita Behera')).not.toBeInTheDocument();
    expect(strayLatinOnPage()).toEqual([]);
    expectOrderedHeadings();
  });

  it('links on to the properties and to the office in the language where they are written in it', async () => {
    await openPage(`/${words.language}/testimonials`, words.heading);
    expect(screen.getByRole('link', { name: words.browse })).toHaveAttribute(
      'href',
      localPath(words.language, paths.properties),
    );
    expect(screen.getByRole('link', { name: words.talk })).toHaveAttribute(
      'href',
      localPath(words.language, paths.contact),
    );
  });
});
