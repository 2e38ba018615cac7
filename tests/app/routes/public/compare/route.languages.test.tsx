import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meta } from '@/app/routes/public/compare/route';
import { paths } from '@/config/paths';
import { pathIn } from '@/lib/i18n/languages';
import { seedBuildings } from '@/mocks/seed/buildings';
import { seedLands } from '@/mocks/seed/lands';
import { COMPANY_ADDRESS, strayLatinOnPage } from '@tests/test-utils/latinTerms';
import { canonical, metaContent } from '@tests/test-utils/metaTags';
import { openPage } from '@tests/test-utils/page';

configure({ asyncUtilTimeout: 8000 });

const [b1, b2] = seedBuildings;
const [l1] = seedLands;
const B1 = b1!.generalInfo.BuildingsName;
const B2 = b2!.generalInfo.BuildingsName;
const L1 = l1!.generalInfo.propertyName;
const GONE = '65f0b1000000000000000999';

describe.each([
  {
    language: 'or' as const,
    title: 'ସମ୍ପତ୍ତି ତୁଳନା କରନ୍ତୁ',
    description: 'ପ୍ରତିଟି ତଥ୍ୟ ପାଇଁ ଗୋଟିଏ ଧାଡ଼ି',
    intro: '2ଟି ବିଲ୍ଡିଂ ପାଖାପାଖି, ପ୍ରତିଟି ତଥ୍ୟ ପାଇଁ ଗୋଟିଏ ଧାଡ଼ି। ଯେଉଁ ଧାଡ଼ିର ତଥ୍ୟ ମେଳ ଖାଉନାହିଁ, ସେଥିରେ ଅଲଗା ଲେଖାଯାଇଛି।',
    caption: '2ଟି ବିଲ୍ଡିଂ ପାଖାପାଖି',
    approval: 'ଅନୁମୋଦନ',
    city: 'ସହର',
    type: 'ପ୍ରକାର',
    residential: 'ଆବାସିକ',
    differs: 'ଅଲଗା',
    onlyDifferences: 'କେବଳ ପାର୍ଥକ୍ୟ ଦେଖାନ୍ତୁ',
    share: 'ତୁଳନା ସେୟାର କରନ୍ତୁ',
    print: 'ପ୍ରିଣ୍ଟ କରନ୍ତୁ',
    remove: (name: string) => `ତୁଳନାରୁ ${name} ହଟାନ୍ତୁ`,
    more: 'ଆପଣ ସର୍ବାଧିକ 4ଟି ବିଲ୍ଡିଂର ତୁଳନା କରିପାରିବେ: ଆମ ସମ୍ପତ୍ତିଗୁଡ଼ିକ ମଧ୍ୟରୁ ଆଉ ଏକ ବିଲ୍ଡିଂରେ ତୁଳନା କରନ୍ତୁ ବାଛନ୍ତୁ।',
    ourProperties: 'ଆମ ସମ୍ପତ୍ତିଗୁଡ଼ିକ',
    mixed: /କେବଳ ଜମିଗୁଡ଼ିକର ତୁଳନା କରାଯାଉଛି/,
    price: 'ଦର',
    priceValue: '₹45 ଲକ୍ଷ',
    perSqFt: 'ବର୍ଗଫୁଟ ପିଛା ଦର',
    acres: '1.5 ଏକର',
    electricity: 'ବିଦ୍ୟୁତ୍',
    yes: 'ହଁ',
    removed: 'ସମ୍ପତ୍ତି ହଟାଯାଇଛି',
    missing: /ଏଠାରେ ଥିବା ଗୋଟିଏ ସମ୍ପତ୍ତି ଆଉ ଆମ ସାଇଟରେ ନାହିଁ/,
    nothing: 'ଏପର୍ଯ୍ୟନ୍ତ ତୁଳନା ପାଇଁ କିଛି ବଛାଯାଇନାହିଁ',
    browse: 'ସମ୍ପତ୍ତି ଦେଖନ୍ତୁ',
    notice: /କେବଳ ଏହି ଡିଭାଇସର ଏହି ବ୍ରାଉଜରରେ ରହେ/,
    tray: 'ତୁଳନା ପାଇଁ ବଛା ସମ୍ପତ୍ତି',
    aboutTitle: 'ଆମ ବିଷୟରେ',
    trayCount: '4ଟିରୁ 2ଟି ବିଲ୍ଡିଂ',
    compareNow: 'ଏବେ ତୁଳନା କରନ୍ତୁ',
    clear: 'ସଫା କରନ୍ତୁ',
  },
  {
    language: 'hi' as const,
    title: 'प्रॉपर्टी की तुलना करें',
    description: 'हर जानकारी की एक पंक्ति',
    intro: '2 बिल्डिंग आमने-सामने, हर जानकारी की एक पंक्ति। जिन पंक्तियों में जानकारी अलग है, उन पर अलग लिखा है।',
    caption: '2 बिल्डिंग आमने-सामने',
    approval: 'स्वीकृति',
    city: 'शहर',
    type: 'प्रकार',
    residential: 'आवासीय',
    differs: 'अलग',
    onlyDifferences: 'केवल अंतर दिखाएँ',
    share: 'तुलना शेयर करें',
    print: 'प्रिंट करें',
    remove: (name: string) => `${name} को तुलना से हटाएँ`,
    more: 'आप अधिकतम 4 बिल्डिंग की तुलना कर सकते हैं: हमारी प्रॉपर्टी में किसी और बिल्डिंग पर तुलना करें चुनें।',
    ourProperties: 'हमारी प्रॉपर्टी',
    mixed: /केवल ज़मीनों की तुलना की जा रही है/,
    price: 'क़ीमत',
    priceValue: '₹45 लाख',
    perSqFt: 'प्रति वर्ग फुट क़ीमत',
    acres: '1.5 एकड़',
    electricity: 'बिजली',
    yes: 'हाँ',
    removed: 'प्रॉपर्टी हटा दी गई',
    missing: /यहाँ की एक प्रॉपर्टी अब हमारी साइट पर नहीं है/,
    nothing: 'अभी तुलना के लिए कुछ नहीं चुना गया',
    browse: 'प्रॉपर्टी देखें',
    notice: /इसी डिवाइस के इसी ब्राउज़र में रहती हैं/,
    tray: 'तुलना के लिए प्रॉपर्टी',
    aboutTitle: 'हमारे बारे में',
    trayCount: '4 में से 2 बिल्डिंग',
    compareNow: 'अभी तुलना करें',
    clear: 'साफ़ करें',
  },
])('/compare in $language', (words) => {
  const page = `/${words.language}${paths.compare}`;
  /** A paragraph by its whole text, its parts in elements of their own. */
  const paragraph = (text: string) =>
    screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === text);
  const row = (table: HTMLElement, label: string) =>
    within(table).getByRole('rowheader', { name: new RegExp(`^${label}`) });
  const cells = (table: HTMLElement, label: string) =>
    within(row(table, label).closest('tr')!).getAllByRole('cell');

  it('sets two buildings side by side in the language, the backend values as entered', async () => {
    const { user } = await openPage(`${page}?ids=b-${b1!._id},b-${b2!._id}`, words.title);
    const table = await screen.findByRole('table', { name: words.caption });
    expect(paragraph(words.intro)).toBeInTheDocument();
    // The names are the backend's, marked English; the links stay in the language.
    for (const building of [b1!, b2!]) {
      const link = within(table).getByRole('link', { name: building.generalInfo.BuildingsName });
      expect(link).toHaveAttribute('lang', 'en');
      expect(link.getAttribute('href')).toBe(
        pathIn(words.language, paths.building(building.generalInfo.BuildingsName, building._id)),
      );
    }
    expect(row(table, words.approval)).toHaveTextContent(words.differs);
    const approvals = cells(table, words.approval);
    expect(approvals.map((cell) => cell.textContent)).toEqual(['RERA', 'BDA']);
    for (const cell of approvals) expect(cell).toHaveAttribute('lang', 'en');
    expect(row(table, words.city)).not.toHaveTextContent(words.differs);
    for (const cell of cells(table, words.city)) expect(cell).toHaveAttribute('lang', 'en');
    // A value the site knows is written in the language.
    const types = cells(table, words.type);
    expect(types[0]).toHaveTextContent(words.residential);
    expect(types[0]).not.toHaveAttribute('lang');
    expect(within(table).getByRole('button', { name: words.remove(B1) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.share })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.print })).toBeInTheDocument();
    expect(paragraph(words.more)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.ourProperties })).toHaveAttribute(
      'href',
      pathIn(words.language, paths.properties),
    );
    await waitFor(() => expect(document.title).toContain(words.title));
    const descriptors = meta({ location: { pathname: page } } as Parameters<typeof meta>[0]);
    expect(metaContent(descriptors, 'description')).toContain(words.description);
    expect(canonical(descriptors)).toMatch(new RegExp(`${page}$`));
    // The Remove buttons are named with the listings' names: aria-labels cannot mark them English.
    expect(strayLatinOnPage(document.body, [...COMPANY_ADDRESS, B1, B2])).toEqual([]);

    const toggle = screen.getByRole('button', { name: words.onlyDifferences });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    for (const header of within(table).getAllByRole('rowheader'))
      expect(header).toHaveTextContent(words.differs);
  });

  it('says in the language that only the first kind of a mixed address is compared, prices in rupees', async () => {
    await openPage(`${page}?ids=l-${l1!._id},b-${b1!._id}`, words.title);
    const table = await screen.findByRole('table');
    expect(screen.getByRole('note')).toHaveTextContent(words.mixed);
    expect(within(table).getByRole('link', { name: L1 })).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: B1 })).toBeNull();
    expect(cells(table, words.price)[0]).toHaveTextContent(words.priceValue);
    expect(cells(table, words.perSqFt)[0]).toHaveTextContent('₹68.87');
    expect(within(table).getByText(words.acres)).toBeInTheDocument();
    expect(cells(table, words.electricity)[0]).toHaveTextContent(words.yes);
    expect(strayLatinOnPage(document.body, [...COMPANY_ADDRESS, L1])).toEqual([]);
  });

  it('names a listing that is gone in the language', async () => {
    await openPage(`${page}?ids=b-${b1!._id},b-${GONE}`, words.title);
    const table = await screen.findByRole('table');
    expect(within(table).getByText(words.removed)).toBeInTheDocument();
    expect(screen.getByText(words.missing)).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: words.remove(words.removed) })).toBeInTheDocument();
  });

  it('says in the language that nothing is chosen yet', async () => {
    await openPage(page, words.title);
    expect(await screen.findByRole('heading', { level: 2, name: words.nothing })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.browse })).toHaveAttribute(
      'href',
      pathIn(words.language, paths.properties),
    );
    expect(screen.getByText(words.notice)).toBeInTheDocument();
    expect(strayLatinOnPage()).toEqual([]);
  });

  it('shows the compare tray in the language on a page in it, leading to the comparison in it', async () => {
    localStorage.setItem(
      'compare',
      JSON.stringify([b1, b2].map((building) => ({ kind: 'building', id: building!._id }))),
    );
    await openPage(`/${words.language}${paths.about}`, words.aboutTitle);
    const tray = within(await screen.findByRole('complementary', { name: words.tray }));
    expect(await tray.findByText(B2)).toHaveAttribute('lang', 'en');
    expect(tray.getByText(words.trayCount)).toBeInTheDocument();
    expect(tray.getByRole('button', { name: words.clear })).toBeInTheDocument();
    expect(await tray.findByRole('link', { name: words.compareNow })).toHaveAttribute(
      'href',
      `${page}?ids=b-${b1!._id},b-${b2!._id}`,
    );
    expect(tray.getByRole('button', { name: words.remove(B1) })).toBeInTheDocument();
  });

  it('shows no tray on the comparison itself, in the language too', async () => {
    localStorage.setItem(
      'compare',
      JSON.stringify([b1, b2].map((building) => ({ kind: 'building', id: building!._id }))),
    );
    await openPage(page, words.title);
    await screen.findByRole('table', { name: words.caption });
    expect(screen.queryByRole('complementary', { name: words.tray })).toBeNull();
  });
});
