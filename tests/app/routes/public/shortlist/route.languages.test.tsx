import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { meta } from '@/app/routes/public/shortlist/route';
import { paths } from '@/config/paths';
import { loadMessages } from '@/lib/i18n/catalogue';
import { pathIn } from '@/lib/i18n/languages';
import { server } from '@/mocks/node';
import { refsParam, type ListingRef } from '@/lib/listingRef';
import { seedBuildings } from '@/mocks/seed/buildings';
import { seedLands } from '@/mocks/seed/lands';
import { COMPANY_ADDRESS, strayLatinOnPage } from '@tests/test-utils/latinTerms';
import { canonical, metaContent } from '@tests/test-utils/metaTags';
import { expectOrderedHeadings, openPage } from '@tests/test-utils/page';

// Record reads and cards on a busy 2-core machine.
configure({ asyncUtilTimeout: 12_000 });

const building = seedBuildings[0]!;
const land = seedLands[0]!;
const BUILDING = building.generalInfo.BuildingsName;
const LAND = land.generalInfo.propertyName;
/** An id of the right shape that the backend has no record for. */
const GONE_ID = '65f0b1000000000000000999';

const refs: ListingRef[] = [
  { kind: 'building', id: building._id },
  { kind: 'land', id: land._id },
];
/**
 * A building card's second photo is named '{name}, another view' in the page's language: an alt
 * text, which cannot mark the backend's name as English.
 */
const ALLOWED = [...COMPANY_ADDRESS, BUILDING, LAND];
const keep = (list: readonly ListingRef[]) => localStorage.setItem('shortlist', JSON.stringify(list));
const kept = (): unknown => JSON.parse(localStorage.getItem('shortlist') ?? '[]');

describe.each([
  {
    language: 'or' as const,
    title: 'ଆପଣଙ୍କ ପସନ୍ଦ ତାଲିକା',
    sharedTitle: 'ସେୟାର ହୋଇଥିବା ପସନ୍ଦ ତାଲିକା',
    description: 'ଗୋଟିଏ ବାର୍ତ୍ତାରେ ସବୁ ବିଷୟରେ ପଚାରନ୍ତୁ',
    empty: 'ଆପଣଙ୍କ ପସନ୍ଦ ତାଲିକା ଖାଲି ଅଛି',
    browse: 'ସମ୍ପତ୍ତି ଦେଖନ୍ତୁ',
    notice: /କେବଳ ଏହି ଡିଭାଇସର ଏହି ବ୍ରାଉଜରରେ ରହେ/,
    kept: 'ରଖାଯାଇଥିବା ସମ୍ପତ୍ତି',
    two: '2ଟି ସମ୍ପତ୍ତି',
    one: '1ଟି ସମ୍ପତ୍ତି',
    remove: (name: string) => `ହଟାନ୍ତୁ (ପସନ୍ଦ ତାଲିକାରୁ ${name})`,
    gone: 'ଆଉ ତାଲିକାରେ ନାହିଁ',
    thisListing: 'ଏହି ସମ୍ପତ୍ତି',
    share: 'ପସନ୍ଦ ତାଲିକା ସେୟାର କରନ୍ତୁ',
    address: 'ଏହି ପସନ୍ଦ ତାଲିକାର ଠିକଣା',
    whatsapp: 'WhatsApp (ନୂଆ ଟ୍ୟାବରେ ଖୋଲେ)',
    heading: 'Kalinga Habitatsରେ ମୋ ପସନ୍ଦ ତାଲିକା:',
    seeAll: 'ସବୁଗୁଡ଼ିକ ଏଠାରେ ଦେଖନ୍ତୁ:',
    ask: 'ଏଗୁଡ଼ିକ ବିଷୟରେ ପଚାରନ୍ତୁ',
    askIntro: 'ସବୁ 2ଟି ସମ୍ପତ୍ତି ବିଷୟରେ ଆମ ଟିମକୁ ଗୋଟିଏ ବାର୍ତ୍ତା: ଆମେ ଆପଣଙ୍କ ପାଇଁ ପ୍ରତିଟିର ନାମ ଲେଖିଦେବୁ।',
    askForm: 'ଏହି ସମ୍ପତ୍ତିଗୁଡ଼ିକ ବିଷୟରେ ପଚାରନ୍ତୁ',
    goneFromShared: 'ଏହି ସେୟାର ହୋଇଥିବା ତାଲିକାର 1ଟି ସମ୍ପତ୍ତି ଆଉ ଉପଲବ୍ଧ ନାହିଁ।',
    save: 'ମୋ ପସନ୍ଦ ତାଲିକାରେ ରଖନ୍ତୁ',
    saved: 'ସଞ୍ଚୟ ହେଲା: 2ଟି ସମ୍ପତ୍ତି ଆପଣଙ୍କ ପସନ୍ଦ ତାଲିକାରେ ଯୋଡ଼ାଗଲା।',
    openOwn: 'ମୋ ପସନ୍ଦ ତାଲିକା ଖୋଲନ୍ତୁ',
  },
  {
    language: 'hi' as const,
    title: 'आपकी शॉर्टलिस्ट',
    sharedTitle: 'शेयर की गई शॉर्टलिस्ट',
    description: 'एक ही संदेश में सबके बारे में पूछें',
    empty: 'आपकी शॉर्टलिस्ट खाली है',
    browse: 'प्रॉपर्टी देखें',
    notice: /इसी डिवाइस के इसी ब्राउज़र में रहती हैं/,
    kept: 'रखी गई प्रॉपर्टी',
    two: '2 प्रॉपर्टी',
    one: '1 प्रॉपर्टी',
    remove: (name: string) => `हटाएँ (शॉर्टलिस्ट से ${name})`,
    gone: 'अब सूची में नहीं',
    thisListing: 'यह प्रॉपर्टी',
    share: 'शॉर्टलिस्ट शेयर करें',
    address: 'इस शॉर्टलिस्ट का पता',
    whatsapp: 'WhatsApp (नए टैब में खुलता है)',
    heading: 'Kalinga Habitats पर मेरी शॉर्टलिस्ट:',
    seeAll: 'सभी यहाँ देखें:',
    ask: 'इनके बारे में पूछें',
    askIntro: 'सभी 2 प्रॉपर्टी के बारे में हमारी टीम को एक संदेश: हम आपके लिए हर एक का नाम जोड़ देंगे।',
    askForm: 'इन प्रॉपर्टी के बारे में पूछें',
    goneFromShared: 'इस शेयर की गई शॉर्टलिस्ट की 1 प्रॉपर्टी अब उपलब्ध नहीं है।',
    save: 'मेरी शॉर्टलिस्ट में सेव करें',
    saved: 'सेव हो गया: 2 प्रॉपर्टी आपकी शॉर्टलिस्ट में जोड़ी गईं।',
    openOwn: 'मेरी शॉर्टलिस्ट खोलें',
  },
])('/shortlist in $language', (words) => {
  const page = `/${words.language}${paths.shortlist}`;

  it('is written in the language when empty, its title and description too, with no English left', async () => {
    await openPage(page, words.title);
    expect(await screen.findByRole('heading', { level: 2, name: words.empty })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.browse })).toHaveAttribute(
      'href',
      pathIn(words.language, paths.properties),
    );
    expect(screen.getByText(words.notice)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain(words.title));
    const descriptors = meta({ location: { pathname: page } } as Parameters<typeof meta>[0]);
    expect(metaContent(descriptors, 'description')).toContain(words.description);
    expect(metaContent(descriptors, 'robots')).toBe('noindex');
    expect(canonical(descriptors)).toMatch(new RegExp(`${page}$`));
    expect(screen.queryByText('Your shortlist is empty')).not.toBeInTheDocument();
    expect(strayLatinOnPage()).toEqual([]);
    expectOrderedHeadings();
  });

  it('lists kept listings with their names as entered, counts them, and removes one', async () => {
    keep(refs);
    const { user } = await openPage(page, words.title);
    await screen.findByRole('heading', { level: 2, name: LAND });
    const list = screen.getByRole('region', { name: words.kept });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText(words.two)).toBeInTheDocument();
    expect(strayLatinOnPage(document.body, ALLOWED)).toEqual([]);

    await user.click(screen.getByRole('button', { name: words.remove(LAND) }));
    expect(screen.queryByRole('heading', { level: 2, name: LAND })).not.toBeInTheDocument();
    expect(kept()).toEqual([refs[0]]);
    expect(screen.getByText(words.one)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.remove(BUILDING) })).toBeInTheDocument();
  });

  it('names a kept listing stored without a name in the language, not in English', async () => {
    const untitled = (await loadMessages(words.language, 'listings')).land.untitled;
    server.use(
      http.get('*/lands/get-land-by-id/:id', () =>
        HttpResponse.json({ data: { ...land, generalInfo: { ...land.generalInfo, propertyName: '' } } }),
      ),
    );
    keep([refs[1]!]);
    await openPage(page, words.title);
    const remove = await screen.findByRole('button', { name: words.remove(untitled) });
    // The page's own word: not marked as the backend's English.
    expect(within(remove).getByText(untitled, { exact: false }).closest('[lang="en"]')).toBeNull();
    expect(screen.queryByText(/Untitled/)).toBeNull();
  });

  it('says in the language that a kept listing is gone, and keeps it until the visitor removes it', async () => {
    keep([{ kind: 'building', id: GONE_ID }, refs[0]!]);
    const { user } = await openPage(page, words.title);
    expect(await screen.findByRole('heading', { name: words.gone })).toBeInTheDocument();
    expect(kept()).toEqual([{ kind: 'building', id: GONE_ID }, refs[0]]);
    await user.click(screen.getByRole('button', { name: words.remove(words.thisListing) }));
    expect(kept()).toEqual([refs[0]]);
  });

  it('shares the list in the language: its address stays in it and the message is written in it', async () => {
    keep(refs);
    const { user } = await openPage(page, words.title);
    await screen.findByRole('heading', { level: 2, name: LAND });
    await user.click(screen.getByRole('button', { name: words.share }));
    const address = `${location.origin}${page}?ids=${refsParam(refs)}`;
    expect(screen.getByLabelText(words.address)).toHaveValue(address);
    const whatsapp = screen.getByRole('link', { name: words.whatsapp });
    const text = new URL(whatsapp.getAttribute('href')!).searchParams.get('text')!;
    expect(text).toBe(
      `${words.heading}\n1. ${BUILDING}, ${building.locationDetails.address}, ${building.locationDetails.city}\n2. ${LAND}, ${land.locationDetails.address}, ${land.locationDetails.city}\n\n${words.seeAll} ${address}`,
    );
    expect(strayLatinOnPage(document.body, ALLOWED)).toEqual([]);
  });

  it("opens 'Ask about these' in the language", async () => {
    keep(refs);
    const { user } = await openPage(page, words.title);
    await screen.findByRole('heading', { level: 2, name: LAND });
    await user.click(screen.getByRole('button', { name: words.ask }));
    const panel = screen.getByRole('region', { name: words.askForm });
    expect(within(panel).getByText(words.askIntro)).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: words.askForm })).toBeInTheDocument();
  });

  it('opens a shared address in the language and keeps its listings when asked', async () => {
    const { user } = await openPage(`${page}?ids=${refsParam(refs)},b-${GONE_ID}`, words.sharedTitle);
    await screen.findByRole('heading', { level: 2, name: LAND });
    expect(await screen.findByText(words.goneFromShared)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.openOwn })).toHaveAttribute('href', page);
    await user.click(screen.getByRole('button', { name: words.save }));
    expect(screen.getByText(words.saved)).toBeInTheDocument();
    expect(kept()).toEqual(refs);
    expect(strayLatinOnPage(document.body, ALLOWED)).toEqual([]);
  });
});
