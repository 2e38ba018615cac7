import { configure, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { clientLoader, meta } from '@/app/routes/public/projects.$name.$id';
import { company } from '@/config/company';
import { paths } from '@/config/paths';
import { pathIn } from '@/lib/i18n/languages';
import { server } from '@/mocks/node';
import { seedProjects } from '@/mocks/seed/projects';
import { DEVANAGARI, ODIA, strayLatinOnPage } from '@tests/test-utils/latinTerms';
import { canonical, metaContent, titleOf } from '@tests/test-utils/metaTags';
import { renderApp } from '@tests/test-utils/render';

// The first render imports the route's chunk, which takes a while in a cold test worker.
configure({ asyncUtilTimeout: 5000 });

const BY_ID = '*/real-estate/project/get_project_by_id/:id';
const green = seedProjects[0]!; // Ongoing, Duplex, Call For Price, parking Yes, four photos
const finished = seedProjects.find((p) => p.projectStatus === 'Finished')!;
const englishPath = paths.project(green.projectName, green._id);

type MetaArgs = Parameters<typeof meta>[0];

/** The route's meta for an address, after its clientLoader has read the project and the words. */
async function metaAt(pathname: string) {
  const params = { name: green.projectName, id: green._id };
  const loaderData = await clientLoader({
    params,
    request: new Request(`http://localhost${pathname}`),
  } as Parameters<typeof clientLoader>[0]);
  return meta({ loaderData, params, location: { pathname } } as unknown as MetaArgs);
}

/** The parts of the page this route draws: not the inquiry column and contact bar (another namespace's). */
function ownParts(): Element[] {
  const main = document.querySelector('main')!;
  return [
    main.querySelector('nav')!,
    main.querySelector('header')!,
    main.querySelector('section[aria-label]')!,
    main.querySelector('ul[aria-label]')!,
    ...main.querySelectorAll('section[aria-labelledby]'),
  ];
}

describe.each([
  {
    language: 'or' as const,
    script: ODIA,
    other: DEVANAGARI,
    trail: 'ପ୍ରକଳ୍ପ',
    facts: 'ପ୍ରକଳ୍ପର ମୁଖ୍ୟ ତଥ୍ୟ',
    status: 'ନିର୍ମାଣ ଚାଲିଛି',
    completed: 'ସମ୍ପୂର୍ଣ୍ଣ',
    type: 'ଡୁପ୍ଲେକ୍ସ',
    parking: 'ଉପଲବ୍ଧ',
    price: 'ଦର ପାଇଁ କଲ୍ କରନ୍ତୁ',
    about: 'ଏହି ପ୍ରକଳ୍ପ ବିଷୟରେ',
    amenities: 'ସୁବିଧା',
    photos: `${green.projectName}ର ଫଟୋ`,
    photo1: `${green.projectName}, 4ଟି ଫଟୋ ମଧ୍ୟରୁ 1 ନମ୍ବର`,
    next: 'ପରବର୍ତ୍ତୀ ଫଟୋ',
    share: 'ସେୟାର କରନ୍ତୁ',
    copy: 'ଲିଙ୍କ କପି କରନ୍ତୁ',
    copied: 'ଲିଙ୍କ କପି ହୋଇଗଲା',
    brochure: 'ବ୍ରୋସର ଡାଉନଲୋଡ୍ କରନ୍ତୁ',
    summary: 'Kalinga Habitatsର ଏକ ଡୁପ୍ଲେକ୍ସ ପ୍ରକଳ୍ପ',
    notFound: 'ପ୍ରକଳ୍ପଟି ମିଳିଲା ନାହିଁ',
    back: 'ପ୍ରକଳ୍ପ ତାଲିକାକୁ ଫେରନ୍ତୁ',
    network: 'ସର୍ଭର ସହ ସଂଯୋଗ ହୋଇପାରିଲା ନାହିଁ',
    retry: 'ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ',
    loading: 'ପ୍ରକଳ୍ପର ବିବରଣୀ ଲୋଡ୍ ହେଉଛି',
    noPhotos: 'କୌଣସି ଫଟୋ ଉପଲବ୍ଧ ନାହିଁ',
    noAmenities: 'ଏଯାଏଁ କୌଣସି ସୁବିଧା ତାଲିକାଭୁକ୍ତ ହୋଇନାହିଁ।',
    noFact: 'ଉପଲବ୍ଧ ନାହିଁ',
  },
  {
    language: 'hi' as const,
    script: DEVANAGARI,
    other: ODIA,
    trail: 'प्रोजेक्ट',
    facts: 'प्रोजेक्ट की मुख्य बातें',
    status: 'निर्माणाधीन',
    completed: 'पूर्ण',
    type: 'डुप्लेक्स',
    parking: 'उपलब्ध',
    price: 'क़ीमत के लिए कॉल करें',
    about: 'इस प्रोजेक्ट के बारे में',
    amenities: 'सुविधाएँ',
    photos: `${green.projectName} की तस्वीरें`,
    photo1: `${green.projectName}, 4 में से फ़ोटो 1`,
    next: 'अगली फ़ोटो',
    share: 'शेयर करें',
    copy: 'लिंक कॉपी करें',
    copied: 'लिंक कॉपी हो गया',
    brochure: 'ब्रोशर डाउनलोड करें',
    summary: 'Kalinga Habitats का एक डुप्लेक्स प्रोजेक्ट',
    notFound: 'प्रोजेक्ट नहीं मिला',
    back: 'प्रोजेक्ट सूची पर वापस जाएँ',
    network: 'सर्वर से संपर्क नहीं हो सका',
    retry: 'फिर से कोशिश करें',
    loading: 'प्रोजेक्ट की जानकारी लोड हो रही है',
    noPhotos: 'कोई तस्वीर उपलब्ध नहीं है',
    noAmenities: 'अभी कोई सुविधा सूची में नहीं है।',
    noFact: 'उपलब्ध नहीं',
  },
])('The project page in $language', (words) => {
  const path = pathIn(words.language, englishPath);

  async function openProject(project = green) {
    const app = renderApp(pathIn(words.language, paths.project(project.projectName, project._id)));
    await screen.findByRole('heading', { level: 1, name: project.projectName });
    return app;
  }

  it('writes its facts, panels, gallery and trail in the language; the project stays as entered, marked English', async () => {
    const { user } = await openProject();
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    const trail = document.querySelector('main nav') as HTMLElement;
    expect(within(trail).getByRole('link', { name: words.trail })).toHaveAttribute(
      'href',
      pathIn(words.language, paths.projects),
    );
    const tiles = within(screen.getByRole('list', { name: words.facts })).getAllByRole('listitem');
    expect(tiles).toHaveLength(6);
    expect(tiles.some((tile) => tile.textContent?.includes(words.status))).toBe(true);
    expect(tiles.some((tile) => tile.textContent?.includes(words.type))).toBe(true);
    expect(tiles.some((tile) => tile.textContent?.includes(words.parking))).toBe(true);
    expect(tiles.some((tile) => tile.textContent?.includes(words.price))).toBe(true);
    for (const place of screen.getAllByText(green.location)) expect(place).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { level: 2, name: words.about })).toBeInTheDocument();
    expect(screen.getByText(green.description)).toHaveAttribute('lang', 'en');
    const amenities = within(screen.getByRole('list', { name: words.amenities })).getAllByRole('listitem');
    expect(amenities[0]!.querySelector('[lang="en"]')).toHaveTextContent(green.amenities[0]!);
    const gallery = screen.getByRole('region', { name: words.photos });
    expect(within(gallery).getByRole('img', { name: words.photo1 })).toBeInTheDocument();
    await user.click(within(gallery).getByRole('button', { name: words.next }));
    expect(within(gallery).getAllByRole('button', { pressed: true })).toHaveLength(1);
    expect(screen.getByRole('link', { name: words.brochure })).toBeInTheDocument();
    // The language switcher names each language in its own script: the page's own parts are checked.
    for (const part of ownParts()) expect(part.textContent).not.toMatch(words.other);
    // The name is the project's own, in the gallery's labels and alt texts (no lang for part of an attribute).
    for (const part of ownParts()) expect(strayLatinOnPage(part, [green.projectName])).toEqual([]);
  });

  it('reads a stored Finished as its Completed, and a blank fact as not given', async () => {
    server.use(
      http.get(BY_ID, () =>
        HttpResponse.json({ projects: { ...finished, projectType: '', parkingFacility: '', amenities: [] } }),
      ),
    );
    await openProject(finished);
    const tiles = within(screen.getByRole('list', { name: words.facts })).getAllByRole('listitem');
    expect(tiles[0]).toHaveTextContent(words.completed);
    expect(tiles[1]).toHaveTextContent(words.noFact);
    expect(screen.queryByText('Finished')).not.toBeInTheDocument();
    expect(screen.getByText(words.noAmenities)).toBeInTheDocument();
    for (const part of ownParts()) expect(strayLatinOnPage(part, [finished.projectName])).toEqual([]);
  });

  it('says when a project has no photos', async () => {
    server.use(http.get(BY_ID, () => HttpResponse.json({ projects: { ...green, images: [] } })));
    await openProject();
    expect(screen.getByText(words.noPhotos)).toBeInTheDocument();
  });

  it('shares in the language: its menu, Copy link and what it says once copied', async () => {
    const { user } = await openProject();
    await user.click(screen.getByRole('button', { name: words.share }));
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitem', { name: words.copy }));
    expect(await within(menu).findByRole('menuitem', { name: words.copied })).toBeInTheDocument();
    expect(strayLatinOnPage(menu)).toEqual([]);
  });

  it('has its title and description in the language, with its own address as canonical', async () => {
    const tags = await metaAt(path);
    expect(titleOf(tags)).toBe(`${green.projectName} | ${company.name}`);
    const description = String(metaContent(tags, 'description'));
    expect(description).toContain(words.summary);
    expect(description).toContain(words.status);
    expect(canonical(tags)).toMatch(new RegExp(`/${words.language}/Projects/`));
    expect(metaContent(tags, 'og:locale')).toBe(`${words.language}_IN`);
    await openProject();
    await waitFor(() => expect(document.title).toBe(`${green.projectName} | ${company.name}`));
  });

  it('says not found in the language, with a way back that stays in it', async () => {
    const gone = pathIn(words.language, paths.project('Old Project', '65f0d3000000000000000999'));
    renderApp(gone);
    expect(await screen.findByRole('heading', { level: 1, name: words.notFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.back })).toHaveAttribute(
      'href',
      pathIn(words.language, paths.projects),
    );
    await waitFor(() => expect(document.title).toMatch(new RegExp(`^${words.notFound}`)));
    expect(strayLatinOnPage(document.querySelector('main')!)).toEqual([]);
  });

  it('says a failed read in the language and retries', async () => {
    // The last handler given answers first: one failure, then the project.
    server.use(
      http.get(BY_ID, async () => {
        await delay(200);
        return HttpResponse.json({ projects: green });
      }),
    );
    server.use(http.get(BY_ID, () => HttpResponse.error(), { once: true }));
    const { user } = renderApp(path);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(words.network);
    expect(strayLatinOnPage(alert)).toEqual([]);
    await user.click(within(alert).getByRole('button', { name: words.retry }));
    expect(await screen.findByRole('heading', { level: 1, name: green.projectName })).toBeInTheDocument();
  });

  it('shows its loading words while the project loads after a failure', async () => {
    server.use(
      http.get(BY_ID, async () => {
        await delay(200);
        return HttpResponse.json({ projects: green });
      }),
    );
    server.use(http.get(BY_ID, () => HttpResponse.error(), { once: true }));
    const { user } = renderApp(path);
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: words.retry }));
    expect(await screen.findByText(words.loading)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: green.projectName })).toBeInTheDocument();
  });
});
