import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { meta } from '@/app/routes/public/projects';
import { paths } from '@/config/paths';
import { pathIn } from '@/lib/i18n/languages';
import hindiListings from '@/lib/i18n/messages/hi/listings.json';
import odiaListings from '@/lib/i18n/messages/or/listings.json';
import { server } from '@/mocks/node';
import { seedProjects } from '@/mocks/seed/projects';
import { projectBackend } from '@tests/test-utils/backend';
import { catalogue } from '@tests/test-utils/fixtures';
import { gate } from '@tests/test-utils/gate';
import { strayLatinOnPage } from '@tests/test-utils/latinTerms';
import { canonical, metaContent } from '@tests/test-utils/metaTags';
import { openPage } from '@tests/test-utils/page';
import { expectPageButtons } from '@tests/test-utils/pager';

configure({ asyncUtilTimeout: 5000 });

const ALL = '*/real-estate/project/get_all_project';
const cardNames = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

/*
 * The project cards are translated apart from the list (ProjectCard): while they may still show
 * English, the list's own parts are checked one by one, and the whole page where no card shows.
 */
describe.each([
  {
    language: 'or' as const,
    heading: 'ଆମ ପ୍ରକଳ୍ପ',
    eyebrow: 'ନିର୍ମିତ ଓ ନିର୍ମାଣାଧୀନ',
    section: 'ପ୍ରକଳ୍ପ',
    status: 'ପ୍ରକଳ୍ପର ସ୍ଥିତି',
    filters: ['ସବୁ', 'ଚାଲୁଥିବା', 'ସମ୍ପୂର୍ଣ୍ଣ', 'ଆଗାମୀ'],
    search: 'ପ୍ରକଳ୍ପର ନାମରେ ଖୋଜନ୍ତୁ',
    loading: 'ସମସ୍ତ ପ୍ରକଳ୍ପ ଲୋଡ୍ ହେଉଛି, ଦୟାକରି ଅପେକ୍ଷା କରନ୍ତୁ...',
    empty: 'କୌଣସି ପ୍ରକଳ୍ପ ଉପଲବ୍ଧ ନାହିଁ',
    pages: 'ପ୍ରକଳ୍ପର ପୃଷ୍ଠାଗୁଡ଼ିକ',
    page: 'ପୃଷ୍ଠା',
    description: 'ଭୁବନେଶ୍ୱର ଆଖପାଖରେ Kalinga Habitatsର',
    listings: odiaListings,
  },
  {
    language: 'hi' as const,
    heading: 'हमारे प्रोजेक्ट',
    eyebrow: 'तैयार और निर्माणाधीन',
    section: 'प्रोजेक्ट',
    status: 'प्रोजेक्ट की स्थिति',
    filters: ['सभी', 'चालू', 'पूरे हो चुके', 'आगामी'],
    search: 'प्रोजेक्ट के नाम से खोजें',
    loading: 'सभी प्रोजेक्ट लोड हो रहे हैं, कृपया प्रतीक्षा करें...',
    empty: 'कोई प्रोजेक्ट उपलब्ध नहीं है',
    pages: 'प्रोजेक्ट के पृष्ठ',
    page: 'पृष्ठ',
    description: 'भुवनेश्वर और आसपास Kalinga Habitats के',
    listings: hindiListings,
  },
])('Our Projects in $language', (words) => {
  const address = pathIn(words.language, paths.projects);
  const searchBox = () => screen.getByLabelText(words.search);

  it('is written in the language while loading, its title and description too', async () => {
    const answer = gate();
    server.use(
      http.get(ALL, async () => {
        await answer.opened;
        return HttpResponse.json({ projects: seedProjects });
      }),
    );
    await openPage(address, words.heading);
    expect(screen.getByText(words.loading)).toBeInTheDocument();
    expect(screen.getByText(words.eyebrow)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: words.section })).toBeInTheDocument();
    expect(searchBox()).toHaveAttribute('placeholder', words.search);
    expect(strayLatinOnPage()).toEqual([]);
    await waitFor(() => expect(document.title).toMatch(new RegExp(`^${words.heading} \\|`)));
    const descriptors = meta({ location: { pathname: address } } as Parameters<typeof meta>[0]);
    expect(metaContent(descriptors, 'description')).toContain(words.description);
    expect(canonical(descriptors)).toMatch(new RegExp(`${address}$`));
    answer.open();
    await waitFor(() => expect(cardNames()).toHaveLength(seedProjects.length));
  });

  it('filters by status and searches by name, saying in the language when nothing is left', async () => {
    const { user, location } = await openPage(address, words.heading);
    await waitFor(() => expect(cardNames()).toHaveLength(seedProjects.length));
    const group = screen.getByRole('group', { name: words.status });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(words.filters);
    expect(strayLatinOnPage(group)).toEqual([]);
    expect(strayLatinOnPage(screen.getByRole('heading', { level: 1 }).closest('section')!)).toEqual([]);

    await user.click(within(group).getByRole('button', { name: words.filters[2] }));
    const finished = seedProjects.filter((p) => p.projectStatus === 'Finished').map((p) => p.projectName);
    expect(cardNames()).toEqual(finished);
    await waitFor(() => expect(new URLSearchParams(location().search).get('status')).toBe('Completed'));
    expect(location().pathname).toBe(address);

    await user.type(searchBox(), 'zzz');
    expect(await screen.findByText(words.empty)).toBeInTheDocument();
    expect(strayLatinOnPage()).toEqual([]);
  });

  it('names its pages in the language', async () => {
    const projects = catalogue(seedProjects, 50, (project, name) => ({
      ...project,
      projectName: name(project.projectName),
    }));
    projectBackend(projects);
    const { user, location } = await openPage(address, words.heading);
    await waitFor(() => expect(cardNames()).toHaveLength(24));
    const pager = screen.getByRole('navigation', { name: words.pages });
    expectPageButtons(pager, ['1', '2', '3'], `${words.page} 1`);
    expect(strayLatinOnPage(pager)).toEqual([]);
    await user.click(within(pager).getByRole('button', { name: `${words.page} 3` }));
    await waitFor(() => expect(cardNames()).toEqual(projects.slice(48).map((p) => p.projectName)));
    expect(new URLSearchParams(location().search).get('page')).toBe('3');
  });

  it('says a failed read in the language and offers Retry, a server message as it came', async () => {
    server.use(http.get(ALL, () => HttpResponse.error()));
    const { user } = await openPage(address, words.heading);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(words.listings.errors.network);
    expect(screen.queryByText(words.loading)).not.toBeInTheDocument();
    expect(strayLatinOnPage()).toEqual([]);
    server.resetHandlers();
    server.use(http.get(ALL, () => HttpResponse.json({ massage: 'Server down' }, { status: 500 })));
    await user.click(within(alert).getByRole('button', { name: words.listings.retry }));
    expect(await screen.findByText('Server down')).toHaveAttribute('lang', 'en');
    expect(strayLatinOnPage()).toEqual([]);
    server.resetHandlers();
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: words.listings.retry }));
    await waitFor(() => expect(cardNames()).toHaveLength(seedProjects.length));
  });
});
