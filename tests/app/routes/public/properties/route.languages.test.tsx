/**
 * The Properties page in Odia and Hindi: its own words, the filters (backend values in the
 * language where the catalogues know them, else as entered and marked English), the results bar,
 * the empty hint, the pager, a failed read with Retry, and its title, description and canonical.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { meta } from '@/app/routes/public/properties/route';
import { paths } from '@/config/paths';
import type { Building } from '@/features/buildings/schema';
import { pathIn } from '@/lib/i18n/languages';
import hindiListings from '@/lib/i18n/messages/hi/listings.json';
import odiaListings from '@/lib/i18n/messages/or/listings.json';
import { server } from '@/mocks/node';
import { seedBuildings } from '@/mocks/seed/buildings';
import { seedLands } from '@/mocks/seed/lands';
import { answer, hold } from '@tests/test-utils/answers';
import { buildingsBackend } from '@tests/test-utils/backend';
import { catalogue } from '@tests/test-utils/fixtures';
import { COMPANY_ADDRESS, strayLatinOnPage } from '@tests/test-utils/latinTerms';
import { canonical, metaContent } from '@tests/test-utils/metaTags';
import { openPage } from '@tests/test-utils/page';
import { expectPageButtons } from '@tests/test-utils/pager';

configure({ asyncUtilTimeout: 5000 });

const BUILDINGS = '/buildings/get-all-buildings';
const buildingNames = seedBuildings.map((b) => b.generalInfo.BuildingsName);
const landNames = seedLands.map((l) => l.generalInfo.propertyName);
/*
 * A card's photo is named by its listing's name, an alt text that cannot be marked English apart
 * from the image: the seed's names are allowed there, and nowhere else (the headings carry lang).
 */
const withNames = (names: readonly string[]) => [...COMPANY_ADDRESS, ...names];

const cards = () =>
  screen
    .queryAllByRole('article')
    .filter((card) => card.closest('section[aria-labelledby="properties-list-heading"]'));
const cardNames = () => cards().map((card) => within(card).getByRole('heading').textContent);
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe.each([
  {
    language: 'or' as const,
    title: 'ସମ୍ପତ୍ତି',
    eyebrow: 'ଭରସାର ସହ କିଣନ୍ତୁ',
    description: 'ଭୁବନେଶ୍ୱର, କଟକ ଓ ପୁରୀ ଆଖପାଖରେ',
    show: 'ଦେଖାନ୍ତୁ',
    kinds: ['ବିଲ୍ଡିଂ', 'ଜମି'],
    buildingsHeading: 'ବିଲ୍ଡିଂ ତାଲିକା',
    landsHeading: 'ଜମି ତାଲିକା',
    search: 'ନାମରେ ଖୋଜନ୍ତୁ',
    placeholders: ['ବିଲ୍ଡିଂ ଖୋଜନ୍ତୁ...', 'ଜମି ଖୋଜନ୍ତୁ...'],
    loading: 'ବିଲ୍ଡିଂଗୁଡ଼ିକ ଲୋଡ୍ ହେଉଛି',
    city: 'ସହର',
    status: 'ସ୍ଥିତି',
    type: 'ପ୍ରକାର',
    maxPrice: 'ସର୍ବାଧିକ ଦର',
    all: 'ସବୁ',
    buildingStatuses: ['ସବୁ', 'ଆଗାମୀ', 'ନିର୍ମାଣାଧୀନ', 'ପ୍ରି-ଲଞ୍ଚ', 'ସମ୍ପୂର୍ଣ୍ଣ'],
    landStatuses: ['ସବୁ', 'ଉପଲବ୍ଧ', 'ଚୁକ୍ତି ପ୍ରକ୍ରିୟାରେ', 'ବିକ୍ରି ହୋଇସାରିଛି'],
    sortBy: 'କ୍ରମ',
    buildingSorts: ['ନୂଆ ପ୍ରଥମେ', 'ନାମ ଅନୁସାରେ'],
    count: (n: number) => `${n}ଟି ସମ୍ପତ୍ତି`,
    countOf: (shown: number, total: number) => `${total}ଟିରୁ ${shown}ଟି ସମ୍ପତ୍ତି`,
    paged: '60ଟି ସମ୍ପତ୍ତି, 3ଟି ପୃଷ୍ଠାରୁ ପୃଷ୍ଠା 1',
    filtersActive: 'ଫିଲ୍ଟର 1ଟି ସକ୍ରିୟ',
    filterGroup: 'ବିଲ୍ଡିଂ ଫିଲ୍ଟର କରନ୍ତୁ',
    clearAll: 'ସବୁ ହଟାନ୍ତୁ',
    noMatch: 'ନାମ “zzz” ସହ କୌଣସି ସମ୍ପତ୍ତି ମେଳ ଖାଉନାହିଁ। ନାମ କୋହଳ କରି ଦେଖନ୍ତୁ, କିମ୍ବା “ସବୁ ହଟାନ୍ତୁ” ବାଛନ୍ତୁ।',
    priceHint: 'ସହର: Delhi ଓ ସର୍ବାଧିକ ଦର: ₹50 ଲକ୍ଷ ସହ କୌଣସି ସମ୍ପତ୍ତି ମେଳ ଖାଉନାହିଁ।',
    pages: 'ସମ୍ପତ୍ତିର ପୃଷ୍ଠାଗୁଡ଼ିକ',
    page: 'ପୃଷ୍ଠା',
    emi: 'ମାସିକ କିସ୍ତି (ଇଏମଆଇ) ହିସାବ',
    listings: odiaListings,
  },
  {
    language: 'hi' as const,
    title: 'प्रॉपर्टी',
    eyebrow: 'भरोसे के साथ खरीदें',
    description: 'भुवनेश्वर, कटक और पुरी के आसपास',
    show: 'दिखाएँ',
    kinds: ['बिल्डिंग', 'ज़मीन'],
    buildingsHeading: 'बिल्डिंग की सूची',
    landsHeading: 'ज़मीन की सूची',
    search: 'नाम से खोजें',
    placeholders: ['बिल्डिंग खोजें...', 'ज़मीन खोजें...'],
    loading: 'बिल्डिंग लोड हो रही हैं',
    city: 'शहर',
    status: 'स्थिति',
    type: 'प्रकार',
    maxPrice: 'अधिकतम कीमत',
    all: 'सभी',
    buildingStatuses: ['सभी', 'आगामी', 'निर्माणाधीन', 'प्री-लॉन्च', 'पूर्ण'],
    landStatuses: ['सभी', 'उपलब्ध', 'बिक चुकी है', 'सौदा प्रक्रिया में'],
    sortBy: 'क्रम',
    buildingSorts: ['नई पहले', 'नाम के क्रम से'],
    count: (n: number) => `${n} प्रॉपर्टी`,
    countOf: (shown: number, total: number) => `${total} में से ${shown} प्रॉपर्टी`,
    paged: '60 प्रॉपर्टी, 3 में से पृष्ठ 1',
    filtersActive: 'फ़िल्टर 1 सक्रिय',
    filterGroup: 'बिल्डिंग फ़िल्टर करें',
    clearAll: 'सब हटाएँ',
    noMatch: 'नाम “zzz” से कोई प्रॉपर्टी मेल नहीं खाती। नाम में ढील देकर देखें, या “सब हटाएँ” चुनें।',
    priceHint: 'शहर: Delhi और अधिकतम कीमत: ₹50 लाख से कोई प्रॉपर्टी मेल नहीं खाती।',
    pages: 'प्रॉपर्टी के पृष्ठ',
    page: 'पृष्ठ',
    emi: 'ईएमआई कैलकुलेटर',
    listings: hindiListings,
  },
])('The Properties page in $language', (words) => {
  const address = pathIn(words.language, paths.properties);
  const searchBox = () => screen.getByLabelText(words.search);
  const list = () => screen.getByRole('region', { name: words.buildingsHeading });
  const count = () => within(list()).getByRole('status');

  it('shows both lists in the language, its title, description and canonical too, with no English but the listings', async () => {
    const read = hold(BUILDINGS);
    const { user, location } = await openPage(address, words.title);
    expect(screen.getByText(words.loading)).toHaveAttribute('role', 'status');
    expect(screen.getByText(words.eyebrow)).toBeInTheDocument();
    const toggle = screen.getByRole('group', { name: words.show });
    expect(
      within(toggle)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(words.kinds);
    expect(searchBox()).toHaveAttribute('placeholder', words.placeholders[0]);
    expect(screen.getByRole('heading', { level: 2, name: words.emi })).toBeInTheDocument();
    expect(strayLatinOnPage()).toEqual([]);
    read.release();

    await waitFor(() => expect(cardNames()).toHaveLength(seedBuildings.length));
    for (const card of cards()) expect(within(card).getByRole('heading')).toHaveAttribute('lang', 'en');
    expect(count()).toHaveTextContent(words.count(seedBuildings.length));
    expect(optionTexts(screen.getByLabelText(words.status))).toEqual(words.buildingStatuses);
    // The card's words for a building's type (listings), in their order in the language.
    const types = words.listings.building.types;
    expect(optionTexts(screen.getByLabelText(words.type))).toEqual([
      words.all,
      types.residential,
      types.both,
      types.commercial,
    ]);
    // The cities are the admin's, shown as entered and marked English.
    const cities = within(screen.getByLabelText(words.city)).getAllByRole('option').slice(1);
    expect(cities.map((option) => option.textContent)).toEqual(['Bhubaneswar', 'Cuttack', 'Khordha', 'Puri']);
    for (const option of cities) expect(option).toHaveAttribute('lang', 'en');
    expect(optionTexts(screen.getByLabelText(words.sortBy))).toEqual(words.buildingSorts);
    expect(screen.getByRole('button', { name: words.clearAll })).toHaveAttribute('aria-disabled', 'true');
    expect(strayLatinOnPage(document.body, withNames(buildingNames))).toEqual([]);

    await waitFor(() => expect(document.title).toMatch(new RegExp(`^${words.title} \\|`)));
    const descriptors = meta({ location: { pathname: address } } as Parameters<typeof meta>[0]);
    expect(metaContent(descriptors, 'description')).toContain(words.description);
    expect(canonical(descriptors)).toMatch(new RegExp(`${address}$`));

    await user.click(within(toggle).getByRole('button', { name: words.kinds[1] }));
    expect(screen.getByRole('heading', { level: 2, name: words.landsHeading })).toBeInTheDocument();
    expect(location().pathname).toBe(address);
    expect(searchBox()).toHaveAttribute('placeholder', words.placeholders[1]);
    await waitFor(() => expect(cardNames()).toHaveLength(seedLands.length));
    expect(optionTexts(screen.getByLabelText(words.status))).toEqual(words.landStatuses);
    expect(screen.getByLabelText(words.maxPrice)).toHaveAttribute('type', 'number');
    expect(strayLatinOnPage(document.body, withNames(landNames))).toEqual([]);
  });

  it('narrows by a filter and says so in the results bar; a search with no match says what to loosen', async () => {
    const { user, location } = await openPage(address, words.title);
    await waitFor(() => expect(cardNames()).toHaveLength(seedBuildings.length));
    await user.selectOptions(screen.getByLabelText(words.city), 'Cuttack');
    const cuttack = seedBuildings.filter((b) => b.locationDetails.city === 'Cuttack');
    await waitFor(() => expect(cardNames()).toEqual(cuttack.map((b) => b.generalInfo.BuildingsName)));
    expect(count()).toHaveTextContent(words.countOf(cuttack.length, seedBuildings.length));
    expect(screen.getByRole('button', { name: words.filtersActive })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: words.filterGroup })).toBeInTheDocument();
    expect(new URLSearchParams(location().search).get('city')).toBe('Cuttack');

    await user.selectOptions(screen.getByLabelText(words.city), words.all);
    await user.type(searchBox(), 'zzz');
    expect(await within(list()).findByText(words.listings.noData)).toBeInTheDocument();
    const hint = within(list()).getByText((_, element) => element?.textContent === words.noMatch);
    expect(within(hint).getByText('zzz')).toHaveAttribute('lang', 'en');
    expect(count()).toHaveTextContent(words.countOf(0, seedBuildings.length));
    expect(strayLatinOnPage()).toEqual([]);

    await user.click(screen.getByRole('button', { name: words.clearAll }));
    await waitFor(() => expect(cardNames()).toHaveLength(seedBuildings.length));
    expect(searchBox()).toHaveValue('');
  });

  it('writes a price bound in rupees and a city it does not know as entered, in the hint', async () => {
    await openPage(`${address}?type=land&city=Delhi&maxPrice=5000000`, words.title);
    const lands = await screen.findByRole('region', { name: words.landsHeading });
    expect(await within(lands).findByText(words.listings.noData)).toBeInTheDocument();
    const hint = within(lands).getByText(
      (_, element) => element?.tagName === 'P' && (element.textContent ?? '').startsWith(words.priceHint),
    );
    expect(within(hint).getByText('Delhi')).toHaveAttribute('lang', 'en');
    expect(screen.getByLabelText(words.city)).toHaveValue('Delhi');
    expect(within(screen.getByLabelText(words.city)).getByRole('option', { name: 'Delhi' })).toHaveAttribute(
      'lang',
      'en',
    );
    expect(strayLatinOnPage()).toEqual([]);
  });

  it('names its pages in the language', async () => {
    const many = catalogue(seedBuildings, 60, (building: Building, name) => ({
      ...building,
      generalInfo: { ...building.generalInfo, BuildingsName: name(building.generalInfo.BuildingsName) },
    }));
    buildingsBackend(many);
    const { user, location } = await openPage(address, words.title);
    await waitFor(() => expect(cardNames()).toHaveLength(24));
    expect(count()).toHaveTextContent(words.paged);
    const pager = screen.getByRole('navigation', { name: words.pages });
    expectPageButtons(pager, ['1', '2', '3'], `${words.page} 1`);
    expect(strayLatinOnPage(pager)).toEqual([]);
    await user.click(within(pager).getByRole('button', { name: `${words.page} 3` }));
    await waitFor(() => expect(cardNames()).toHaveLength(12));
    expect(new URLSearchParams(location().search).get('page')).toBe('3');
    expect(location().pathname).toBe(address);
  });

  it('says a failed read in the language and offers Retry, a server message as it came', async () => {
    answer(BUILDINGS, 'network');
    const { user } = await openPage(address, words.title);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(words.listings.errors.network);
    expect(strayLatinOnPage()).toEqual([]);
    server.resetHandlers();
    answer(BUILDINGS, 'server-error');
    await user.click(within(alert).getByRole('button', { name: words.listings.retry }));
    expect(await screen.findByText('Database unavailable')).toHaveAttribute('lang', 'en');
    expect(strayLatinOnPage()).toEqual([]);
    server.resetHandlers();
    server.use(http.get(`*/real-estate${BUILDINGS}`, () => HttpResponse.json(seedBuildings)));
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: words.listings.retry }));
    await waitFor(() => expect(cardNames()).toHaveLength(seedBuildings.length));
  });
});
