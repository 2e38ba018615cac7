import { configure, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { clientLoader, meta } from '@/app/routes/public/property.$title.$id/route';
import { company } from '@/config/company';
import { paths } from '@/config/paths';
import { pathIn } from '@/lib/i18n/languages';
import { server } from '@/mocks/node';
import type { Building } from '@/features/buildings/schema';
import { seedBuildings } from '@/mocks/seed/buildings';
import { COMPANY_ADDRESS, DEVANAGARI, ODIA, strayLatinOnPage } from '@tests/test-utils/latinTerms';
import { canonical, metaContent, titleOf } from '@tests/test-utils/metaTags';
import { renderApp } from '@tests/test-utils/render';

// The first render imports the route's chunk, which takes a while in a cold test worker.
configure({ asyncUtilTimeout: 5000 });

const BY_ID = '*/real-estate/buildings/get-building-by-id/:id';
const ALL_BUILDINGS = '*/real-estate/buildings/get-all-buildings';
// Residential, under construction, RERA, 3 towers of 12 floors on 3.2 acres, parking, semi-furnished, four photos.
const green = seedBuildings[0]!;
const NAME = green.generalInfo.BuildingsName;
const englishPath = paths.building(NAME, green._id);
/** The buildings' names, which the photos' alt texts and labels carry (no lang for part of an attribute). */
const NAMES = seedBuildings.map((building) => building.generalInfo.BuildingsName);

type MetaArgs = Parameters<typeof meta>[0];

/** The route's meta for an address, after its clientLoader has read the building and the words. */
async function metaAt(pathname: string) {
  const params = { title: NAME, id: green._id };
  const loaderData = await clientLoader({
    params,
    request: new Request(`http://localhost${pathname}`),
  } as Parameters<typeof clientLoader>[0]);
  return meta({ loaderData, params, location: { pathname } } as unknown as MetaArgs);
}

const answerBuilding = (building: Building) => server.use(http.get(BY_ID, () => HttpResponse.json(building)));

describe.each([
  {
    language: 'or' as const,
    script: ODIA,
    other: DEVANAGARI,
    trail: 'ସମ୍ପତ୍ତି',
    status: 'ନିର୍ମାଣାଧୀନ',
    preLaunch: 'ପ୍ରି-ଲଞ୍ଚ',
    type: 'ଆବାସିକ',
    price: '- ଦର ପାଇଁ କଲ୍ କରନ୍ତୁ -',
    tiles: 'ସାରାଂଶ',
    tileLabels: ['ସମ୍ପତ୍ତିର ପ୍ରକାର', 'ଆପାର୍ଟମେଣ୍ଟର ପ୍ରକାର', 'ସ୍ଥିତି', 'ମୋଟ କ୍ଷେତ୍ରଫଳ', 'ଟାୱାର୍ ଓ ମହଲା', 'ହସ୍ତାନ୍ତର'],
    area: '3.2 ଏକର',
    towersFloors: '3ଟି ଟାୱାର୍, 12 ମହଲା',
    photos: `${NAME}ର ଛବି`,
    photo1: `${NAME}, 4ଟି ଛବି ମଧ୍ୟରୁ 1 ନମ୍ବର`,
    next: 'ପରବର୍ତ୍ତୀ ଛବି',
    about: 'ଏହି ସମ୍ପତ୍ତି ବିଷୟରେ',
    tablist: 'ସମ୍ପତ୍ତିର ସୂଚନା',
    tabs: ['ସମ୍ପତ୍ତିର ବିବରଣୀ', 'ସମ୍ପତ୍ତିର ନକ୍ସା', 'ଅବସ୍ଥାନ'],
    furnishing: 'ଆଂଶିକ ଫର୍ନିସଡ୍',
    parking: 'ହଁ',
    rooms: '2ଟି ବେଡରୁମ୍ · 2ଟି ବାଥରୁମ୍ · 1ଟି ରୋଷେଇ ଘର',
    balcony: 'ବାଲକୋନି: ହଁ · ଟେରାସ୍: ନାହିଁ',
    plan: `${NAME}ର ଫ୍ଲୋର୍ ପ୍ଲାନ୍`,
    map: `${NAME} ଆଖପାଖ ଅଞ୍ଚଳର ମାନଚିତ୍ର`,
    approximate: 'ଆନୁମାନିକ ଅବସ୍ଥାନ:',
    directions: 'ରାସ୍ତା ଦେଖନ୍ତୁ (ନୂଆ ଟ୍ୟାବରେ ଖୋଲିବ)',
    contact: 'ଆମ ବିକ୍ରୟ ଦଳ ସହ କଥା ହୁଅନ୍ତୁ',
    hours: 'ସକାଳ 9ଟାରୁ ରାତି 10ଟା ପର୍ଯ୍ୟନ୍ତ',
    similar: 'ଏହିପରି ଅନ୍ୟ ସମ୍ପତ୍ତି',
    brochure: 'ବ୍ରୋସର ଡାଉନଲୋଡ୍ କରନ୍ତୁ',
    summary: `${NAME}: Plot 112, Near KIIT Square, Patia, Bhubaneswarରେ ବିକ୍ରି ପାଇଁ ଘର (ଆବାସିକ, 2 BHK & 3 BHK Apartments)। ସ୍ଥିତି: ନିର୍ମାଣାଧୀନ।`,
    notFound: 'ସମ୍ପତ୍ତିଟି ମିଳିଲା ନାହିଁ',
    back: 'ସମ୍ପତ୍ତି ତାଲିକାକୁ ଫେରନ୍ତୁ',
    network: 'ସର୍ଭର ସହ ସଂଯୋଗ ହୋଇପାରିଲା ନାହିଁ',
    retry: 'ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ',
    loading: 'ସମ୍ପତ୍ତିର ବିବରଣୀ ଲୋଡ୍ ହେଉଛି',
    noFact: 'ଉପଲବ୍ଧ ନାହିଁ',
    noDescription: 'ଏହି ସମ୍ପତ୍ତିର ସମ୍ପୂର୍ଣ୍ଣ ବିବରଣୀ ଶୀଘ୍ର ଯୋଡ଼ାଯିବ।',
    noPlan: 'ଏହି ସମ୍ପତ୍ତିର ନକ୍ସା ଶୀଘ୍ର ଯୋଡ଼ାଯିବ।',
    noNearby: 'ପାଖାପାଖି ସ୍ଥାନଗୁଡ଼ିକ ଶୀଘ୍ର ଯୋଡ଼ାଯିବ।',
    unit: 'ୟୁନିଟ୍ 1',
  },
  {
    language: 'hi' as const,
    script: DEVANAGARI,
    other: ODIA,
    trail: 'प्रॉपर्टी',
    status: 'निर्माणाधीन',
    preLaunch: 'प्री-लॉन्च',
    type: 'आवासीय',
    price: '- क़ीमत के लिए कॉल करें -',
    tiles: 'सारांश',
    tileLabels: ['प्रॉपर्टी का प्रकार', 'अपार्टमेंट का प्रकार', 'स्थिति', 'कुल क्षेत्रफल', 'टावर और मंज़िलें', 'पज़ेशन'],
    area: '3.2 एकड़',
    towersFloors: '3 टावर, 12 मंज़िलें',
    photos: `${NAME} की तस्वीरें`,
    photo1: `${NAME}, 4 में से तस्वीर 1`,
    next: 'अगली तस्वीर',
    about: 'इस प्रॉपर्टी के बारे में',
    tablist: 'प्रॉपर्टी की जानकारी',
    tabs: ['प्रॉपर्टी का विवरण', 'प्रॉपर्टी का नक्शा', 'लोकेशन'],
    furnishing: 'सेमी-फर्निश्ड',
    parking: 'हाँ',
    rooms: '2 बेडरूम · 2 बाथरूम · 1 रसोई',
    balcony: 'बालकनी: हाँ · टैरेस: नहीं',
    plan: `${NAME} का फ़्लोर प्लान`,
    map: `${NAME} के आसपास के इलाक़े का नक्शा`,
    approximate: 'अनुमानित लोकेशन:',
    directions: 'रास्ता देखें (नए टैब में खुलेगा)',
    contact: 'हमारी सेल्स टीम से बात करें',
    hours: 'सुबह 9 बजे से रात 10 बजे तक',
    similar: 'मिलती-जुलती प्रॉपर्टी',
    brochure: 'ब्रोशर डाउनलोड करें',
    summary: `${NAME}: Plot 112, Near KIIT Square, Patia, Bhubaneswar में बिक्री के लिए घर (आवासीय, 2 BHK & 3 BHK Apartments)। स्थिति: निर्माणाधीन।`,
    notFound: 'प्रॉपर्टी नहीं मिली',
    back: 'प्रॉपर्टी सूची पर वापस जाएँ',
    network: 'सर्वर से संपर्क नहीं हो सका',
    retry: 'फिर से कोशिश करें',
    loading: 'प्रॉपर्टी की जानकारी लोड हो रही है',
    noFact: 'उपलब्ध नहीं',
    noDescription: 'इस प्रॉपर्टी का पूरा विवरण जल्द ही जोड़ा जाएगा।',
    noPlan: 'इस प्रॉपर्टी का नक्शा जल्द ही जोड़ा जाएगा।',
    noNearby: 'आसपास की जगहें जल्द ही जोड़ी जाएँगी।',
    unit: 'यूनिट 1',
  },
])('The building page in $language', (words) => {
  const path = pathIn(words.language, englishPath);

  async function openBuilding() {
    const app = renderApp(path);
    await screen.findByRole('heading', { level: 1, name: NAME });
    return app;
  }

  /** No English outside what the backend holds, and nothing in the other language's script. */
  function expectOnlyTheLanguage(part: Element) {
    expect(part.textContent).not.toMatch(words.other);
    expect(strayLatinOnPage(part, [...COMPANY_ADDRESS, ...NAMES])).toEqual([]);
  }

  it('writes its header, price, tiles, gallery and trail in the language; the building stays as entered, marked English', async () => {
    const { user } = await openBuilding();
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    const trail = document.querySelector('main nav') as HTMLElement;
    expect(within(trail).getByRole('link', { name: words.trail })).toHaveAttribute(
      'href',
      pathIn(words.language, paths.properties),
    );
    expect(within(trail).getByText(NAME)).toHaveAttribute('lang', 'en');
    const header = document.querySelector('main header') as HTMLElement;
    expect(within(header).getByText(words.status)).toBeInTheDocument();
    expect(within(header).getByText(words.type)).toBeInTheDocument();
    expect(within(header).getByText(words.price)).toBeInTheDocument();
    expect(within(header).getByText('Plot 112, Near KIIT Square, Patia, Bhubaneswar')).toHaveAttribute(
      'lang',
      'en',
    );

    const tiles = within(screen.getByRole('list', { name: words.tiles })).getAllByRole('listitem');
    expect(
      tiles.map((tile) => tile.firstElementChild?.nextElementSibling?.firstElementChild?.textContent),
    ).toEqual(words.tileLabels);
    expect(tiles[0]).toHaveTextContent(words.type);
    expect(within(tiles[1]!).getByText(green.generalInfo.AppartmentType)).toHaveAttribute('lang', 'en');
    expect(tiles[2]).toHaveTextContent(words.status);
    expect(tiles[3]).toHaveTextContent(words.area);
    expect(tiles[4]).toHaveTextContent(words.towersFloors);

    const gallery = screen.getByRole('region', { name: words.photos });
    expect(within(gallery).getByRole('img', { name: words.photo1 })).toBeInTheDocument();
    await user.click(within(gallery).getByRole('button', { name: words.next }));
    expect(within(gallery).getAllByRole('button', { pressed: true })).toHaveLength(1);
    expect(screen.getByRole('link', { name: words.brochure })).toBeInTheDocument();

    const card = screen.getByRole('region', { name: words.contact });
    expect(card).toHaveTextContent(words.hours);
    expectOnlyTheLanguage(document.querySelector('main')!);
  });

  it('writes its tabs and panels in the language: facts, units, plan, places and the map', async () => {
    const { user } = await openBuilding();
    expect(screen.getByRole('heading', { level: 2, name: words.about })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: words.tablist })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(words.tabs);

    const details = screen.getByRole('tabpanel');
    expect(within(details).getByText(green.propertyDescription[0]!).parentElement).toHaveAttribute(
      'lang',
      'en',
    );
    expect(details).toHaveTextContent(words.furnishing);
    expect(within(details).getByText(green.generalInfo.developerName)).toHaveAttribute('lang', 'en');
    expect(within(details).getByText('2 BHK 2T')).toHaveAttribute('lang', 'en');
    expect(within(details).getByText(words.rooms)).toBeInTheDocument();
    expect(details).toHaveTextContent(words.balcony);
    expect(within(details).getByText(green.extraInfo.amenities[0]!)).toHaveAttribute('lang', 'en');
    expectOnlyTheLanguage(details);

    await user.click(tabs[1]!);
    expect(within(screen.getByRole('tabpanel')).getByRole('img', { name: words.plan })).toBeInTheDocument();

    await user.click(tabs[2]!);
    const places = screen.getByRole('tabpanel');
    expect(within(places).getByText(green.generalInfo.locationBenifits[0]!.name)).toHaveAttribute(
      'lang',
      'en',
    );
    expect(await within(places).findByTitle(words.map)).toBeInTheDocument();
    expect(within(places).getByText(words.approximate, { exact: false })).toBeInTheDocument();
    expect(within(places).getByText('Patia')).toHaveAttribute('lang', 'en');
    expect(within(places).getByRole('link', { name: words.directions })).toHaveAttribute('target', '_blank');
    expectOnlyTheLanguage(places);
  });

  it('says what the building does not give in the language, and reads a stored pre-lunch as pre-launch', async () => {
    answerBuilding({
      ...green,
      generalInfo: {
        ...green.generalInfo,
        AppartmentType: '',
        currentStatus: 'pre-lunch',
        approval: '',
        locationBenifits: [],
      },
      physicalCharacteristics: { ...green.physicalCharacteristics, totalArea: 0, parkingFacilities: '' },
      units: [{ ...green.units[0]!, unitType: '', balcony: '', terrace: '' }],
      BuildingsPlansImage: '',
      propertyDescription: [],
      extraInfo: { amenities: [], furnishings: '' },
    });
    const { user } = await openBuilding();
    const tiles = within(screen.getByRole('list', { name: words.tiles })).getAllByRole('listitem');
    expect(tiles[1]).toHaveTextContent(words.noFact);
    expect(tiles[2]).toHaveTextContent(words.preLaunch);
    expect(tiles[3]).toHaveTextContent(words.noFact);
    const details = screen.getByRole('tabpanel');
    expect(details).toHaveTextContent(words.noDescription);
    expect(details).toHaveTextContent(words.unit);
    expect(screen.queryByText('N/A')).not.toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    await user.click(tabs[1]!);
    expect(screen.getByRole('tabpanel')).toHaveTextContent(words.noPlan);
    await user.click(tabs[2]!);
    expect(screen.getByRole('tabpanel')).toHaveTextContent(words.noNearby);
    expectOnlyTheLanguage(document.querySelector('main')!);
  });

  it('offers similar buildings in the language, their links staying in it', async () => {
    await openBuilding();
    const region = await screen.findByRole('region', { name: words.similar });
    await waitFor(() => expect(within(region).queryByRole('status')).not.toBeInTheDocument());
    const titles = within(region).getAllByRole('heading', { level: 3 });
    expect(titles).toHaveLength(4);
    for (const title of titles) {
      expect(title).toHaveAttribute('lang', 'en');
      expect(within(title).getByRole('link')).toHaveAttribute(
        'href',
        expect.stringMatching(new RegExp(`^/${words.language}/property/`)),
      );
    }
    expectOnlyTheLanguage(region);
  });

  it('says a failed list of similar buildings in the language, and retries', async () => {
    let fail = true;
    server.use(http.get(ALL_BUILDINGS, () => (fail ? HttpResponse.error() : undefined)));
    const { user } = await openBuilding();
    const region = await screen.findByRole('region', { name: words.similar });
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent(words.network);
    expectOnlyTheLanguage(alert);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: words.retry }));
    await waitFor(() => expect(within(region).getAllByRole('heading', { level: 3 })).toHaveLength(4));
  });

  it('has its title and description in the language, with its own address as canonical', async () => {
    const tags = await metaAt(path);
    expect(titleOf(tags)).toBe(`${NAME} | ${company.name}`);
    const description = String(metaContent(tags, 'description'));
    expect(description).toBe(words.summary);
    expect(canonical(tags)).toMatch(new RegExp(`/${words.language}/property/`));
    expect(metaContent(tags, 'og:locale')).toBe(`${words.language}_IN`);
    await openBuilding();
    await waitFor(() => expect(document.title).toBe(`${NAME} | ${company.name}`));
  });

  it('says not found in the language, with a way back that stays in it', async () => {
    renderApp(pathIn(words.language, paths.building('Old Tower', '65f0b1000000000000000999')));
    expect(await screen.findByRole('heading', { level: 1, name: words.notFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.back })).toHaveAttribute(
      'href',
      pathIn(words.language, paths.properties),
    );
    await waitFor(() => expect(document.title).toMatch(new RegExp(`^${words.notFound}`)));
    expect(strayLatinOnPage(document.querySelector('main')!)).toEqual([]);
  });

  it('says a failed read in the language, shows its loading words and retries', async () => {
    // The last handler given answers first: one failure, then the building.
    server.use(
      http.get(BY_ID, async () => {
        await delay(200);
        return HttpResponse.json(green);
      }),
    );
    server.use(http.get(BY_ID, () => HttpResponse.error(), { once: true }));
    const { user } = renderApp(path);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(words.network);
    expect(strayLatinOnPage(alert)).toEqual([]);
    await user.click(within(alert).getByRole('button', { name: words.retry }));
    expect(await screen.findByText(words.loading)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: NAME })).toBeInTheDocument();
  });
});
