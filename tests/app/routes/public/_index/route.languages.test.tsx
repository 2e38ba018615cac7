import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company } from '@/config/company';
import english from '@/lib/i18n/messages/en/home';
import englishSections from '@/lib/i18n/messages/en/homeSections';
import { meta } from '@/app/routes/public/_index/route';
import { seedBuildings } from '@/mocks/seed/buildings';
import { seedLands } from '@/mocks/seed/lands';
import { answer } from '@tests/test-utils/answers';
import { BUILDING_NAME, buildingPath } from '@tests/test-utils/listingPages';
import { canonical, metaContent, titleOf } from '@tests/test-utils/metaTags';
import { renderApp } from '@tests/test-utils/render';

// The first render imports the route's chunk, which takes a while in a cold test worker.
configure({ asyncUtilTimeout: 5000 });

const BUILDINGS = '/buildings/get-all-buildings';
const LANDS = '/lands/get-all-lands';

/** Every English text of the home page's own words (those without a placeholder). */
function englishTexts(value: unknown): string[] {
  if (typeof value === 'string') return /\{\w+\}/.test(value) ? [] : [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(englishTexts);
  return [];
}

/** What a visitor reads or hears of the page's main part: its text, names and alt texts. */
function mainWords(): string {
  const main = document.querySelector('main') ?? document.body;
  const attributes = Array.from(main.querySelectorAll('[aria-label], [alt]')).flatMap((element) => [
    element.getAttribute('aria-label') ?? '',
    element.getAttribute('alt') ?? '',
  ]);
  return [main.textContent, ...attributes].join('\n');
}

describe('Home page in Odia', () => {
  it('writes the hero, the categories and the title in Odia, with links that stay in Odia where they can', async () => {
    renderApp('/or');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ଓଡ଼ିଶାର ରାଜଧାନୀରେ ଆପଣଙ୍କ ମନପସନ୍ଦ ଘର ଖୋଜନ୍ତୁ' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ଆମ ବିଷୟରେ ଅଧିକ ଜାଣନ୍ତୁ' })).toHaveAttribute('href', '/or/about');
    expect(screen.getByRole('link', { name: 'ସମ୍ପତ୍ତି ଦେଖନ୍ତୁ' })).toHaveAttribute('href', '/or/properties');
    expect(screen.getByText(`${company.name} · ଭୁବନେଶ୍ୱର`)).toBeInTheDocument();

    const categories = await screen.findByRole('region', { name: 'ସମ୍ପତ୍ତିର ପ୍ରକାର' });
    for (const [name, count] of [
      ['ଫ୍ଲାଟ୍', '13'],
      ['ଡୁପ୍ଲେକ୍ସ ଘର', '15'],
      ['ଜମି', '16'],
    ] as const) {
      expect(within(categories).getByRole('link', { name: new RegExp(name) })).toHaveTextContent(count);
    }
    await waitFor(() =>
      expect(document.title).toBe(`${company.name} | ଭୁବନେଶ୍ୱର ଆଖପାଖରେ ଫ୍ଲାଟ୍, ଡୁପ୍ଲେକ୍ସ ଘର ଓ ଜମି`),
    );
    expect(screen.queryByRole('heading', { name: english.hero.title })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: english.hero.about })).not.toBeInTheDocument();
  });

  it('shows the building cards in Odia, their names as entered in English', async () => {
    renderApp('/or');
    const buildings = await screen.findByRole('region', { name: 'ଆମର ବିଲ୍ଡିଂ' });
    const cards = await within(buildings).findAllByRole('article');
    expect(cards).toHaveLength(4);
    seedBuildings.slice(0, 4).forEach((building, index) => {
      const card = cards[index]!;
      const heading = within(card).getByRole('heading', { name: building.generalInfo.BuildingsName });
      expect(heading).toHaveAttribute('lang', 'en');
      expect(within(card).getByText('ଦର ପାଇଁ କଲ୍ କରନ୍ତୁ')).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'ପସନ୍ଦ ତାଲିକା' })).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'ତୁଳନା କରନ୍ତୁ' })).toBeInTheDocument();
      expect(within(card).queryByText('Call For Price')).not.toBeInTheDocument();
    });
    // A type the card knows is in Odia; the building's own place keeps its English.
    expect(within(cards[0]!).getByText('ଆବାସିକ')).toBeInTheDocument();
    expect(cards[0]!.querySelector('p[lang="en"]')).not.toBeNull();
    expect(within(buildings).getByRole('link', { name: 'ଆହୁରି ଦେଖନ୍ତୁ: ବିଲ୍ଡିଂ' })).toHaveAttribute(
      'href',
      '/or/properties',
    );
  });

  it('has the carousel, the buying steps, the feedback and the blog in Odia, and no English words of its own', async () => {
    renderApp('/or');
    const carousel = await screen.findByRole('region', { name: 'ବିଶେଷ ଘରଗୁଡ଼ିକ' });
    expect(within(carousel).getByRole('button', { name: 'ସ୍ଲାଇଡ୍ ଶୋ ବିରତ କରନ୍ତୁ' })).toBeInTheDocument();
    expect(within(carousel).getAllByRole('button', { name: /^ସ୍ଲାଇଡ୍ \d ଦେଖାନ୍ତୁ$/ })).toHaveLength(6);
    expect(
      await screen.findByRole('heading', { name: 'ଆପଣଙ୍କ ଘର କିଣିବା, ପାଦକ୍ଷେପ ପରେ ପାଦକ୍ଷେପ' }),
    ).toBeInTheDocument();
    const feedback = screen.getByRole('region', { name: 'ଆମ ଗ୍ରାହକମାନେ କଣ କୁହନ୍ତି' });
    expect(within(feedback).getAllByRole('img', { name: '5 ମଧ୍ୟରୁ 5 ରେଟିଂ' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: /ପରାମର୍ଶଦାତାଙ୍କ ସହ କଥା ହୁଅନ୍ତୁ/ })).toHaveAttribute(
      'href',
      '/or/contact',
    );
    const blog = screen.getByRole('region', { name: 'ଆମ ବ୍ଲଗରୁ' });
    const posts = await within(blog).findAllByRole('article');
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) expect(within(post).getByRole('heading')).toHaveAttribute('lang', 'en');

    await within(screen.getByRole('region', { name: 'ଆମର ଜମି' })).findAllByRole('article');
    const shown = mainWords();
    const leaked = [...englishTexts(english), ...englishTexts(englishSections)].filter((text) =>
      shown.includes(text),
    );
    expect(leaked).toEqual([]);
  });

  it('says there is nothing, and why a list failed, in Odia, with Retry in Odia', async () => {
    answer(BUILDINGS, 'network');
    answer(LANDS, 'empty', { data: [] });
    renderApp('/or');
    const buildings = await screen.findByRole('region', { name: 'ଆମର ବିଲ୍ଡିଂ' });
    const alert = await within(buildings).findByRole('alert');
    expect(alert).toHaveTextContent('ସର୍ଭର ସହ ସଂଯୋଗ ହୋଇପାରିଲା ନାହିଁ। ଆପଣଙ୍କ ଇଣ୍ଟରନେଟ୍ ସଂଯୋଗ ଯାଞ୍ଚ କରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।');
    expect(within(alert).getByRole('button', { name: 'ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ' })).toBeInTheDocument();
    const lands = screen.getByRole('region', { name: 'ଆମର ଜମି' });
    expect(await within(lands).findByText('କୌଣସି ତଥ୍ୟ ମିଳିଲା ନାହିଁ।')).toBeInTheDocument();
  });

  it('shows Recently viewed in Odia, and Clear says so in Odia', async () => {
    const { router, user } = renderApp(buildingPath);
    await screen.findByRole('heading', { level: 1, name: BUILDING_NAME });
    await act(() => router.navigate('/or'));
    const region = await screen.findByRole('region', { name: 'ସଦ୍ୟ ଦେଖିଥିବା ସମ୍ପତ୍ତି' });
    const [card] = within(region).getAllByRole('article');
    expect(within(card!).getByText('ବିଲ୍ଡିଂ')).toBeInTheDocument();
    expect(within(card!).getByRole('heading', { name: BUILDING_NAME })).toHaveAttribute('lang', 'en');
    expect(within(region).getByText(/କେବଳ ଏହି ଡିଭାଇସର ଏହି ବ୍ରାଉଜରରେ ରହେ/)).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'ସଫା କରନ୍ତୁ (ସଦ୍ୟ ଦେଖିଥିବା ତାଲିକା)' }));
    expect(await screen.findByText('ସଦ୍ୟ ଦେଖିଥିବା ତାଲିକା ସଫା ହୋଇଗଲା।')).toBeInTheDocument();
  });
});

describe("the home page's meta", () => {
  const metaAt = (pathname: string) =>
    meta({
      location: { pathname, search: '', hash: '', state: null, key: 'default' },
    } as Parameters<typeof meta>[0]);

  it('is in the language of the address, with its own canonical address', () => {
    const odia = metaAt('/or');
    expect(titleOf(odia)).toBe(`${company.name} | ଭୁବନେଶ୍ୱର ଆଖପାଖରେ ଫ୍ଲାଟ୍, ଡୁପ୍ଲେକ୍ସ ଘର ଓ ଜମି`);
    expect(metaContent(odia, 'description')).toMatch(/^Kalinga Habitats ଭୁବନେଶ୍ୱର/);
    expect(canonical(odia)).toMatch(/\/or$/);
    const hindi = metaAt('/hi');
    expect(titleOf(hindi)).toBe(`${company.name} | भुवनेश्वर के आसपास फ़्लैट, डुप्लेक्स घर और ज़मीन`);
    expect(metaContent(hindi, 'description')).toMatch(/^Kalinga Habitats भुवनेश्वर/);
    expect(titleOf(metaAt('/'))).toBe(`${company.name} | ${company.tagline}`);
    expect(metaContent(metaAt('/'), 'description')).toBe(english.description);
  });
});

describe('Home page in Hindi', () => {
  it('writes the hero and the title in Hindi, with About in Hindi', async () => {
    renderApp('/hi');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ओडिशा की राजधानी में अपने सपनों का घर पाएँ' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'हमारे बारे में और जानें' })).toHaveAttribute('href', '/hi/about');
    expect(await screen.findByRole('region', { name: 'चुनिंदा घर' })).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe(`${company.name} | भुवनेश्वर के आसपास फ़्लैट, डुप्लेक्स घर और ज़मीन`),
    );
    expect(screen.queryByRole('heading', { name: english.hero.title })).not.toBeInTheDocument();
  });

  it('writes land prices in rupees, in lakh, with the area and the price per sq ft in Hindi', async () => {
    renderApp('/hi');
    const lands = await screen.findByRole('region', { name: 'हमारी ज़मीन' });
    const cards = await within(lands).findAllByRole('article');
    expect(cards).toHaveLength(3);
    const first = seedLands[0]!;
    const card = cards[0]!;
    expect(within(card).getByRole('link', { name: first.generalInfo.propertyName })).toHaveAttribute(
      'href',
      `/hi/property/land-details/${first._id}`,
    );
    // 45,00,000 rupees over 1.5 acres (65,340 sq ft).
    expect(within(card).getByText('₹45 लाख')).toBeInTheDocument();
    expect(within(card).getByText('बिक्री मूल्य')).toBeInTheDocument();
    expect(within(card).getByText('1.5 एकड़')).toBeInTheDocument();
    expect(within(card).getByText(/₹68\.87/)).toHaveTextContent('₹68.87 / sq ft प्रति वर्ग फ़ुट');
    expect(within(card).getByText('आवासीय')).toBeInTheDocument();
    expect(within(card).getByText('उपलब्ध')).toBeInTheDocument();
    expect(within(card).queryByText(/\$/)).not.toBeInTheDocument();
    expect(within(lands).getByRole('link', { name: 'और देखें: ज़मीन' }).getAttribute('href')).toMatch(
      /^\/hi\/properties/,
    );
  });
});
