import { configure, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { clientLoader, meta } from '@/app/routes/public/property.land-details.$id';
import { company } from '@/config/company';
import { paths } from '@/config/paths';
import { pathIn } from '@/lib/i18n/languages';
import { server } from '@/mocks/node';
import { seedLands } from '@/mocks/seed/lands';
import { DEVANAGARI, ODIA, strayLatinOnPage } from '@tests/test-utils/latinTerms';
import { canonical, metaContent, titleOf } from '@tests/test-utils/metaTags';
import { renderApp } from '@tests/test-utils/render';

// The first render imports the route's chunk, which takes a while in a cold test worker.
configure({ asyncUtilTimeout: 5000 });

const BY_ID = '*/real-estate/lands/get-land-by-id/:id';
// Residential, available, 1.5 acres (65,340 sq ft) for 4,500,000, two photos.
const janla = seedLands[0]!;
const NAME = janla.generalInfo.propertyName;

type MetaArgs = Parameters<typeof meta>[0];

/** The route's meta for an address, after its clientLoader has read the land and the words. */
async function metaAt(pathname: string, id = janla._id) {
  const params = { id };
  const loaderData = await clientLoader({
    params,
    request: new Request(`http://localhost${pathname}`),
  } as Parameters<typeof clientLoader>[0]);
  return meta({ loaderData, params, location: { pathname } } as unknown as MetaArgs);
}

/**
 * 'sq ft' is allowed on every page, but a tile's text runs into its note ('65,340 sq ft1.5 ...') in
 * textContent, where the allowed term's word boundary no longer holds.
 */
const SQ_FT = 'sq ft';

/** A fact tile by its label. */
function tile(label: string): HTMLElement {
  const item = screen.getByText(label, { selector: 'p' }).closest('li');
  if (!item) throw new Error(`No tile for ${label}`);
  return item;
}

/** The page's main part: Similar Properties too, whose cards this page's words write. */
function ownParts(): Element[] {
  return [document.querySelector('main')!];
}

describe.each([
  {
    language: 'or' as const,
    script: ODIA,
    other: DEVANAGARI,
    trail: 'ସମ୍ପତ୍ତି',
    type: 'ଆବାସିକ',
    status: 'ଉପଲବ୍ଧ',
    priceHeading: 'ବିକ୍ରି ଦର',
    price: '₹45 ଲକ୍ଷ',
    perSqFt: '₹68.87',
    perSqFtSpoken: 'ପ୍ରତି ବର୍ଗଫୁଟ',
    acres: '1.5 ଏକର',
    call: `${company.salesPhone}ରେ କଲ୍ କରନ୍ତୁ`,
    ask: 'ଏହି ଜମି ବିଷୟରେ ପଚାରନ୍ତୁ',
    details: 'ଜମିର ବିବରଣୀ',
    groups: ['ଜମିର ତଥ୍ୟ', 'ମୌଳିକ ସୁବିଧା', 'ଅବସ୍ଥାନ'],
    facts: [
      ['ମୋଟ କ୍ଷେତ୍ରଫଳ', '65,340 sq ft'],
      ['ଜମିର ପ୍ରକାର', 'ଆବାସିକ'],
      ['ଭୂମିର ପ୍ରକାର', 'ସମତଳ'],
      ['ରାସ୍ତା ସଂଯୋଗ', 'ପକ୍କା ରାସ୍ତା'],
      ['ପାଣି ଯୋଗାଣ', 'ପୌର ଯୋଗାଣ'],
      ['ଜଳ ନିଷ୍କାସନ ବ୍ୟବସ୍ଥା', 'ପୌର ନର୍ଦ୍ଦମା ସଂଯୋଗ'],
      ['ବିଦ୍ୟୁତ୍', 'ଅଛି'],
    ],
    soil: 'ମାଟିର ପ୍ରକାର',
    address: 'ଠିକଣା',
    city: 'ସହର',
    terrain: 'ଭୂମିର ପ୍ରକାର',
    noFact: 'ଉପଲବ୍ଧ ନାହିଁ',
    onRequest: 'ଦର ପଚାରି ଜାଣନ୍ତୁ',
    untitled: 'ଜମିର ବିବରଣୀ',
    photos: `${NAME}ର ଫଟୋ`,
    photo1: `${NAME}, 2ଟି ଫଟୋ ମଧ୍ୟରୁ 1 ନମ୍ବର`,
    next: 'ପରବର୍ତ୍ତୀ ଫଟୋ',
    dot2: '2 ନମ୍ବର ଫଟୋ ଦେଖନ୍ତୁ',
    live2: '2ଟି ଫଟୋ ମଧ୍ୟରୁ 2 ନମ୍ବର',
    noPhotos: 'କୌଣସି ଫଟୋ ଉପଲବ୍ଧ ନାହିଁ',
    emi: 'ଆପଣଙ୍କ ମାସିକ କିସ୍ତି (ଇଏମଆଇ) ହିସାବ କରନ୍ତୁ',
    emiFromPrice: 'ଦରର 80 % ଋଣରୁ ଆରମ୍ଭ ହୋଇଛି',
    emiNoPrice: 'ଆପଣ ନେବାକୁ ଚାହୁଁଥିବା ଋଣ, ସୁଧ ହାର ଓ ଅବଧି ଲେଖନ୍ତୁ',
    loanAmount: 'ଋଣ ରାଶି',
    inquiry: 'ଆଗ୍ରହୀ କି? ପଚାରି ବୁଝନ୍ତୁ',
    summary: `${NAME}: ${janla.locationDetails.address}, ${janla.locationDetails.city}ରେ 1.5 ଏକରର ଆବାସିକ ଜମି। ସ୍ଥିତି: ଉପଲବ୍ଧ।`,
    description: 'Kalinga Habitats ଦ୍ୱାରା ବିକ୍ରି ହେଉଥିବା ଜମି',
    notFound: 'ଜମିଟି ମିଳିଲା ନାହିଁ',
    back: 'ସମ୍ପତ୍ତି ତାଲିକାକୁ ଫେରନ୍ତୁ',
    network: 'ସର୍ଭର ସହ ସଂଯୋଗ ହୋଇପାରିଲା ନାହିଁ',
    retry: 'ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ',
    loading: 'ଜମିର ବିବରଣୀ ଲୋଡ୍ ହେଉଛି',
    mapTitle: `${NAME} ଆଖପାଖ ଅଞ୍ଚଳର ମାନଚିତ୍ର`,
    approximate: 'ଆନୁମାନିକ ଅବସ୍ଥାନ:',
    directions: 'ରାସ୍ତା ଦେଖନ୍ତୁ (ନୂଆ ଟ୍ୟାବରେ ଖୋଲିବ)',
  },
  {
    language: 'hi' as const,
    script: DEVANAGARI,
    other: ODIA,
    trail: 'प्रॉपर्टी',
    type: 'आवासीय',
    status: 'उपलब्ध',
    priceHeading: 'बिक्री मूल्य',
    price: '₹45 लाख',
    perSqFt: '₹68.87',
    perSqFtSpoken: 'प्रति वर्ग फ़ुट',
    acres: '1.5 एकड़',
    call: `${company.salesPhone} पर कॉल करें`,
    ask: 'इस ज़मीन के बारे में पूछें',
    details: 'ज़मीन का विवरण',
    groups: ['ज़मीन की जानकारी', 'बुनियादी सुविधाएँ', 'लोकेशन'],
    facts: [
      ['कुल क्षेत्रफल', '65,340 sq ft'],
      ['ज़मीन का प्रकार', 'आवासीय'],
      ['ज़मीन की बनावट', 'समतल'],
      ['सड़क संपर्क', 'पक्की सड़क'],
      ['पानी की सुविधा', 'नगर निगम आपूर्ति'],
      ['सीवेज व्यवस्था', 'नगर निगम सीवर लाइन'],
      ['बिजली', 'है'],
    ],
    soil: 'मिट्टी का प्रकार',
    address: 'पता',
    city: 'शहर',
    terrain: 'ज़मीन की बनावट',
    noFact: 'उपलब्ध नहीं',
    onRequest: 'क़ीमत पूछने पर',
    untitled: 'ज़मीन का विवरण',
    photos: `${NAME} की तस्वीरें`,
    photo1: `${NAME}, 2 में से फ़ोटो 1`,
    next: 'अगली फ़ोटो',
    dot2: 'फ़ोटो 2 देखें',
    live2: '2 में से फ़ोटो 2',
    noPhotos: 'कोई तस्वीर उपलब्ध नहीं है',
    emi: 'अपनी ईएमआई निकालें',
    emiFromPrice: 'क़ीमत के 80 % के लोन से शुरुआत',
    emiNoPrice: 'लोन की राशि, ब्याज दर और अवधि डालें',
    loanAmount: 'लोन की राशि',
    inquiry: 'दिलचस्पी है? पूछताछ भेजें',
    summary: `${NAME}: ${janla.locationDetails.address}, ${janla.locationDetails.city} में 1.5 एकड़ की आवासीय ज़मीन। स्थिति: उपलब्ध।`,
    description: 'Kalinga Habitats की ओर से बिक्री के लिए ज़मीन',
    notFound: 'ज़मीन नहीं मिली',
    back: 'प्रॉपर्टी सूची पर वापस जाएँ',
    network: 'सर्वर से संपर्क नहीं हो सका',
    retry: 'फिर से कोशिश करें',
    loading: 'ज़मीन की जानकारी लोड हो रही है',
    mapTitle: `${NAME} के आसपास के इलाक़े का नक्शा`,
    approximate: 'अनुमानित लोकेशन:',
    directions: 'रास्ता देखें (नए टैब में खुलेगा)',
  },
])('The land page in $language', (words) => {
  const path = pathIn(words.language, paths.land(janla._id));

  async function openLand(id = janla._id, name = NAME) {
    const app = renderApp(pathIn(words.language, paths.land(id)));
    await screen.findByRole('heading', { level: 1, name });
    return app;
  }

  it('writes its header, price card, facts and trail in the language; the land stays as entered, marked English', async () => {
    await openLand();
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    const trail = document.querySelector('main nav') as HTMLElement;
    expect(within(trail).getByRole('link', { name: words.trail })).toHaveAttribute(
      'href',
      pathIn(words.language, '/properties?type=land'),
    );
    expect(within(trail).getByText(NAME)).toHaveAttribute('lang', 'en');
    const header = document.querySelector('main header') as HTMLElement;
    expect(within(header).getByText(words.type)).not.toHaveAttribute('lang');
    expect(within(header).getByText(words.status)).toBeInTheDocument();

    const card = screen.getByRole('complementary', { name: words.priceHeading });
    expect(within(card).getByText(words.price)).toBeInTheDocument();
    const perSqFt = within(card).getByText(words.perSqFt, { exact: false });
    expect(perSqFt).toHaveTextContent(`${words.perSqFt} / sq ft ${words.perSqFtSpoken}`);
    expect(card).toHaveTextContent(`65,340 sq ft (${words.acres})`);
    expect(within(card).getByRole('link', { name: words.call })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
    expect(within(card).getByRole('link', { name: words.ask })).toHaveAttribute(
      'href',
      pathIn(words.language, paths.contact),
    );

    const details = screen.getByRole('region', { name: words.details });
    for (const group of words.groups) {
      expect(within(details).getByRole('heading', { level: 3, name: group })).toBeInTheDocument();
    }
    for (const [label, value] of words.facts) expect(tile(label!)).toHaveTextContent(value!);
    expect(within(tile(words.priceHeading)).getByText(words.price)).toBeInTheDocument();
    expect(within(tile(words.facts[0]![0]!)).getByText(words.acres)).toBeInTheDocument();
    // What the admin typed stays as typed, marked English.
    expect(within(tile(words.soil)).getByText(janla.physicalCharacteristics.soilType)).toHaveAttribute(
      'lang',
      'en',
    );
    expect(within(tile(words.address)).getByText(janla.locationDetails.address)).toHaveAttribute(
      'lang',
      'en',
    );
    expect(within(tile(words.city)).getByText(janla.locationDetails.city)).toHaveAttribute('lang', 'en');

    const map = await within(details).findByTitle(words.mapTitle);
    expect(map.tagName).toBe('IFRAME');
    const figure = map.closest('figure') as HTMLElement;
    expect(figure).toHaveTextContent(`${words.approximate} Janla`);
    expect(within(figure).getByText('Janla')).toHaveAttribute('lang', 'en');
    expect(within(figure).getByRole('link', { name: words.directions })).toHaveAttribute('target', '_blank');

    for (const part of ownParts()) expect(part.textContent).not.toMatch(words.other);
    // The name is the land's own, in the photos' labels and alt texts (no lang for part of an attribute).
    for (const part of ownParts()) expect(strayLatinOnPage(part, [NAME, SQ_FT])).toEqual([]);
  });

  it('turns its photos with buttons in the language', async () => {
    const { user } = await openLand();
    const carousel = screen.getByRole('region', { name: words.photos });
    expect(within(carousel).getByRole('img', { name: words.photo1 })).toBeInTheDocument();
    await user.click(within(carousel).getByRole('button', { name: words.next }));
    expect(within(carousel).getByRole('button', { name: words.dot2 })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(carousel).getByText(words.live2)).toBeInTheDocument();
    expect(strayLatinOnPage(carousel, [NAME])).toEqual([]);
  });

  it('says when a land has no photos, and shows a blank fact and an unknown value as they are', async () => {
    server.use(
      http.get(BY_ID, () =>
        HttpResponse.json({
          ...janla,
          generalInfo: { ...janla.generalInfo, propertyName: '' },
          physicalCharacteristics: { ...janla.physicalCharacteristics, terrainType: 'rocky', soilType: '' },
          financialInfo: { sellingPrice: 0 },
          propertyImages: [],
        }),
      ),
    );
    await openLand(janla._id, words.untitled);
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang');
    expect(screen.getByText(words.noPhotos)).toBeInTheDocument();
    expect(within(tile(words.terrain)).getByText('Rocky')).toHaveAttribute('lang', 'en');
    expect(tile(words.soil)).toHaveTextContent(words.noFact);
    expect(screen.getAllByText(words.onRequest).length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByText(/₹/)).not.toBeInTheDocument();
    for (const part of ownParts()) expect(strayLatinOnPage(part, [SQ_FT])).toEqual([]);
  });

  it('introduces its EMI calculator in the language, from the price or without one', async () => {
    const view = await openLand();
    const section = await screen.findByRole('region', { name: words.emi });
    expect(section).toHaveTextContent(words.emiFromPrice);
    expect(await within(section).findByRole('textbox', { name: words.loanAmount })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: words.inquiry })).toBeInTheDocument();
    view.unmount();

    server.use(
      http.get(BY_ID, () =>
        HttpResponse.json({ ...janla, financialInfo: { sellingPrice: 'Call For Price' } }),
      ),
    );
    await openLand();
    const noPrice = await screen.findByRole('region', { name: words.emi });
    expect(noPrice).toHaveTextContent(words.emiNoPrice);
    expect(strayLatinOnPage(noPrice)).toEqual([]);
  });

  it('offers similar lands as cards in the language, linked in it', async () => {
    await openLand();
    const cards = await waitFor(() => {
      const list = document.querySelector('section[aria-labelledby="similar-properties"] ul');
      if (!(list instanceof HTMLElement)) throw new Error('No similar lands yet');
      return list;
    });
    for (const link of within(cards).getAllByRole('link')) {
      const href = link.getAttribute('href') ?? '';
      if (href.startsWith('/property/land-details') || href.startsWith(`/${words.language}/`)) {
        expect(href.startsWith(`/${words.language}/property/land-details/`)).toBe(true);
      }
    }
    expect(cards.textContent).toMatch(words.script);
    expect(cards.textContent).not.toMatch(words.other);
    // The cards' names and places are the backend's, marked English.
    expect(strayLatinOnPage(cards)).toEqual([]);
  });

  it('has its title and description in the language, with its own address as canonical', async () => {
    const tags = await metaAt(path);
    expect(titleOf(tags)).toBe(`${NAME} | ${company.name}`);
    expect(metaContent(tags, 'description')).toBe(words.summary);
    expect(canonical(tags)).toMatch(new RegExp(`/${words.language}/property/land-details/${janla._id}$`));
    expect(metaContent(tags, 'og:locale')).toBe(`${words.language}_IN`);
    await openLand();
    await waitFor(() => expect(document.title).toBe(`${NAME} | ${company.name}`));
  });

  it('names a land it has not read yet, and one it cannot find, in the language', async () => {
    const gone = '65f0c2000000000000000999';
    const missing = await metaAt(pathIn(words.language, paths.land(gone)), gone);
    expect(titleOf(missing)).toBe(`${words.notFound} | ${company.name}`);
    expect(metaContent(missing, 'robots')).toBe('noindex');
    expect(String(metaContent(missing, 'description'))).toContain(words.description);
    const unread = meta({
      loaderData: undefined,
      params: { id: janla._id },
      location: { pathname: path },
    } as unknown as MetaArgs);
    expect(titleOf(unread)).toBe(`${words.untitled} | ${company.name}`);
  });

  it('says not found in the language, with a way back that stays in it', async () => {
    renderApp(pathIn(words.language, paths.land('65f0c2000000000000000999')));
    expect(await screen.findByRole('heading', { level: 1, name: words.notFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.back })).toHaveAttribute(
      'href',
      pathIn(words.language, '/properties?type=land'),
    );
    await waitFor(() => expect(document.title).toMatch(new RegExp(`^${words.notFound}`)));
    expect(strayLatinOnPage(document.querySelector('main')!)).toEqual([]);
  });

  it('says a failed read in the language, shows its loading words and retries', async () => {
    // The last handler given answers first: one failure, then the land.
    server.use(
      http.get(BY_ID, async () => {
        await delay(200);
        return HttpResponse.json(janla);
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
