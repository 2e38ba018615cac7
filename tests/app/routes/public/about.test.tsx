import { screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meta } from '@/app/routes/public/about';
import { paths } from '@/config/paths';
import { localPath } from '@/lib/i18n/languages';
import { canonical, metaContent } from '@tests/test-utils/metaTags';
import { expectOrderedHeadings, openPage } from '@tests/test-utils/page';
import { strayLatinOnPage } from '@tests/test-utils/latinTerms';

const AMENITIES = [
  'Parking',
  'Swimming Pool',
  'Security',
  'Medical Centre',
  'Library',
  'King Size Beds',
  'Smart Homes',
  'Kids Playland',
];

describe('About Us', () => {
  it('has its title and the benefits, mission, vision, leads and family sections in order', async () => {
    await openPage('/about', 'About Us');
    await waitFor(() => expect(document.title).toContain('About Us'));
    expect(screen.getByRole('heading', { level: 2, name: 'Why families choose us' })).toBeInTheDocument();
    expect(screen.getByText('Our Mission')).toBeInTheDocument();
    expect(screen.getByText('Our Vision')).toBeInTheDocument();
    expect(screen.getByText('Leading the way')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /family/ })).toBeInTheDocument();
    expectOrderedHeadings();
  });

  it('lists the four team members with their roles and portraits', async () => {
    await openPage('/about', 'About Us');
    const team = screen.getByRole('region', { name: 'The people behind every home' });
    const members = within(team).getAllByRole('listitem');
    expect(members).toHaveLength(4);
    members.forEach((member, index) => {
      const image = within(member).getByRole('img');
      expect(image).toHaveAttribute('src', `/images/team/member-${index + 1}.svg`);
      expect(image).toHaveAccessibleName(/^Portrait of /);
      expect(within(member).getByRole('heading', { level: 3 })).not.toBeEmptyDOMElement();
      expect(member.querySelector('p')?.textContent).toMatch(/\w{3,}/);
    });
  });

  it('names the eight amenities, each with its icon', async () => {
    await openPage('/about', 'About Us');
    const section = screen.getByRole('region', { name: 'Comforts built into our projects' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(AMENITIES);
    for (const item of items) {
      expect(item.querySelector('img')?.getAttribute('src')).toMatch(/^\/images\/amenities\/[a-z-]+\.svg$/);
    }
  });
});

describe.each([
  {
    language: 'or' as const,
    heading: 'ଆମ ବିଷୟରେ',
    since: '2009 ମସିହାରୁ',
    benefits: 'ପରିବାରମାନେ ଆମକୁ କାହିଁକି ବାଛନ୍ତି',
    mission: 'ଆମ ଲକ୍ଷ୍ୟ',
    team: 'ପ୍ରତ୍ୟେକ ଘର ପଛରେ ଥିବା ଲୋକ',
    founder: 'ଦେବାଶିଷ ପଣ୍ଡା',
    founderRole: 'ପ୍ରତିଷ୍ଠାତା ଓ ପରିଚାଳନା ନିର୍ଦ୍ଦେଶକ',
    portrait: 'ଦେବାଶିଷ ପଣ୍ଡାଙ୍କ ଫଟୋ',
    amenities: 'ଆମ ପ୍ରକଳ୍ପରେ ଥିବା ଆରାମଦାୟକ ସୁବିଧା',
    parking: 'ପାର୍କିଂ',
    browse: 'ସମ୍ପତ୍ତି ଦେଖନ୍ତୁ',
    description: 'ଆମ କାହାଣୀ',
  },
  {
    language: 'hi' as const,
    heading: 'हमारे बारे में',
    since: '2009 से',
    benefits: 'परिवार हमें क्यों चुनते हैं',
    mission: 'हमारा मिशन',
    team: 'हर घर के पीछे के लोग',
    founder: 'देबाशीष पंडा',
    founderRole: 'संस्थापक और प्रबंध निदेशक',
    portrait: 'देबाशीष पंडा की तस्वीर',
    amenities: 'हमारे प्रोजेक्ट में मिलने वाली सुविधाएँ',
    parking: 'पार्किंग',
    browse: 'प्रॉपर्टी देखें',
    description: 'हमारी कहानी',
  },
])('About Us in $language', (words) => {
  it('is written in the language, its title and description too, with no English left', async () => {
    await openPage(`/${words.language}/about`, words.heading);
    await waitFor(() => expect(document.title).toContain(words.heading));
    const descriptors = meta({ location: { pathname: `/${words.language}/about` } } as Parameters<
      typeof meta
    >[0]);
    expect(metaContent(descriptors, 'description')).toContain(words.description);
    expect(canonical(descriptors)).toMatch(new RegExp(`/${words.language}/about$`));
    expect(screen.getByText(words.since)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: words.benefits })).toBeInTheDocument();
    expect(screen.getByText(words.mission)).toBeInTheDocument();
    expect(screen.queryByText('Why families choose us')).not.toBeInTheDocument();
    expect(screen.queryByText('Our Mission')).not.toBeInTheDocument();
    expect(strayLatinOnPage()).toEqual([]);
    expectOrderedHeadings();
  });

  it('names the team and the amenities in the language, and links on from the page', async () => {
    await openPage(`/${words.language}/about`, words.heading);
    const team = screen.getByRole('region', { name: words.team });
    const members = within(team).getAllByRole('listitem');
    expect(members).toHaveLength(4);
    expect(within(members[0]!).getByRole('heading', { level: 3, name: words.founder })).toBeInTheDocument();
    expect(within(members[0]!).getByText(words.founderRole)).toBeInTheDocument();
    expect(within(members[0]!).getByRole('img')).toHaveAccessibleName(words.portrait);
    const amenities = within(screen.getByRole('region', { name: words.amenities })).getAllByRole('listitem');
    expect(amenities).toHaveLength(8);
    expect(amenities[0]).toHaveTextContent(words.parking);
    expect(screen.getByRole('link', { name: words.browse })).toHaveAttribute(
      'href',
      localPath(words.language, paths.properties),
    );
  });
});
