import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meta } from '@/app/routes/public/gallery';
import { DOWNLOAD_TIMEOUT_MS } from '@/config/constants';
import englishGallery from '@/lib/i18n/messages/en/gallery';
import hindi from '@/lib/i18n/messages/hi/gallery.json';
import odia from '@/lib/i18n/messages/or/gallery.json';
import { server } from '@/mocks/node';
import { seedGallery } from '@/mocks/seed/gallery';
import { capture, EMPTY_ANSWERS, json, networkError } from '@tests/test-utils/capture';
import { renderApp } from '@tests/test-utils/render';
import { gate } from '@tests/test-utils/gate';
import { canonical, metaContent } from '@tests/test-utils/metaTags';
import { expectOrderedHeadings } from '@tests/test-utils/page';
import { COMPANY_ADDRESS, strayLatinOnPage } from '@tests/test-utils/latinTerms';

const ALL = '/real-estate/gallery/get-all-images';
const LOADING = 'Loading ..';

async function openGallery() {
  const app = renderApp('/gallery');
  await screen.findByRole('heading', { level: 1, name: 'Showcase Gallery' }, { timeout: 5000 });
  return app;
}

const viewButtons = () => screen.getAllByRole('button', { name: /^VIEW/ });

describe('Showcase Gallery', () => {
  const saved: { download: string; href: string }[] = [];
  beforeEach(() => {
    saved.length = 0;
    // jsdom has no object URLs and does not download: record what would be saved instead.
    URL.createObjectURL = vi.fn(() => 'blob:gallery-image');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ download: this.download, href: this.getAttribute('href') ?? '' });
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it("reads 'Loading ..' while the images load, then shows every image of the demo backend", async () => {
    const answer = gate();
    server.use(
      http.get(`*${ALL}`, async () => {
        await answer.opened;
        return HttpResponse.json(seedGallery);
      }),
    );
    await openGallery();
    expect(screen.getByText(LOADING)).toBeInTheDocument();
    answer.open();
    await waitFor(() => expect(viewButtons()).toHaveLength(seedGallery.length));
    expect(screen.queryByText(LOADING)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('Showcase Gallery'));
  });

  it('names each image on its tile (shown on hover and focus) and VIEW opens it enlarged', async () => {
    const app = await openGallery();
    await waitFor(() => expect(viewButtons()).toHaveLength(seedGallery.length));
    const first = seedGallery[0]!;
    const tile = screen.getByRole('button', { name: `VIEW ${first.name}` });
    expect(within(tile).getByText(first.name)).toBeInTheDocument();

    await app.user.click(tile);
    const dialog = screen.getByRole('dialog', { name: first.name });
    expect(within(dialog).getByRole('img', { name: first.name })).toHaveAttribute(
      'src',
      expect.stringContaining(first.img_url),
    );
    expect(dialog.className).toContain('max-h-modal');
    expect(within(dialog).getByRole('button', { name: 'Download' })).toBeEnabled();

    await app.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await app.user.click(tile);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await app.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('downloads the image itself and saves it under its name', async () => {
    const image = {
      _id: 'g1',
      img_url: 'https://images.example.com/gallery/lobby.jpg',
      name: 'Grand lobby: Tower A',
    };
    capture(ALL, json([image]));
    const fetched: string[] = [];
    const bytes = gate();
    server.use(
      http.get(image.img_url, async ({ request }) => {
        fetched.push(request.url);
        await bytes.opened;
        return new HttpResponse(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'image/jpeg' } });
      }),
    );
    const app = await openGallery();
    await app.user.click(await screen.findByRole('button', { name: `VIEW ${image.name}` }));
    const dialog = screen.getByRole('dialog', { name: image.name });
    await app.user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(within(dialog).getByRole('button', { name: 'Downloading...' })).toBeDisabled();
    bytes.open();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(fetched).toEqual([image.img_url]);
    expect(saved[0]).toEqual({ download: 'Grand lobby Tower A.jpg', href: 'blob:gallery-image' });
    // The fetched bytes are what is saved (the Blob class differs between test runtimes).
    expect(vi.mocked(URL.createObjectURL).mock.calls[0]?.[0]).toMatchObject({ size: 3, type: 'image/jpeg' });
    expect(await within(dialog).findByRole('button', { name: 'Download' })).toBeEnabled();
  });

  it.each([
    ['a 404', () => new HttpResponse('Not found', { status: 404 })],
    ['a network error', () => HttpResponse.error()],
  ])('says so when the download fails with %s', async (_label, reply) => {
    const image = { _id: 'g2', img_url: 'https://images.example.com/gallery/pool.png', name: 'Pool' };
    capture(ALL, json([image]));
    server.use(http.get(image.img_url, reply));
    const app = await openGallery();
    await app.user.click(await screen.findByRole('button', { name: 'VIEW Pool' }));
    await app.user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText(englishGallery.downloadFailed)).toBeInTheDocument();
    expect(saved).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled();
  });

  it(`says so when the image host has not answered in ${DOWNLOAD_TIMEOUT_MS / 1000} s, saving nothing; Download again works`, async () => {
    const image = { _id: 'g3', img_url: 'https://images.example.com/gallery/slow.jpg', name: 'Slow' };
    capture(ALL, json([image]));
    let answer = false;
    server.use(
      http.get(image.img_url, () =>
        answer
          ? new HttpResponse(new Uint8Array([1]), { headers: { 'Content-Type': 'image/jpeg' } })
          : new Promise<Response>(() => undefined),
      ),
    );
    const app = await openGallery();
    await app.user.click(await screen.findByRole('button', { name: 'VIEW Slow' }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await app.user.click(screen.getByRole('button', { name: 'Download' }));
      expect(screen.getByRole('button', { name: 'Downloading...' })).toBeDisabled();
      await vi.advanceTimersByTimeAsync(DOWNLOAD_TIMEOUT_MS + 500);
      expect(
        await screen.findByText(
          'The image could not be downloaded: the file host did not answer in 15 seconds. Please try again.',
        ),
      ).toBeInTheDocument();
      expect(saved).toHaveLength(0);
      answer = true;
      await app.user.click(await screen.findByRole('button', { name: 'Download' }));
      await waitFor(() => expect(saved).toEqual([{ download: 'Slow.jpg', href: 'blob:gallery-image' }]));
    } finally {
      vi.useRealTimers();
    }
  });

  it('closing the viewer stops a download under way: nothing is saved or said afterwards', async () => {
    const image = { _id: 'g4', img_url: 'https://images.example.com/gallery/late.jpg', name: 'Late' };
    capture(ALL, json([image]));
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(image.img_url, async () => {
        await gate;
        return new HttpResponse(new Uint8Array([1]), { headers: { 'Content-Type': 'image/jpeg' } });
      }),
    );
    const app = await openGallery();
    await app.user.click(await screen.findByRole('button', { name: 'VIEW Late' }));
    await app.user.click(screen.getByRole('button', { name: 'Download' }));
    await app.user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    release();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(saved).toHaveLength(0);
    expect(screen.queryByText(englishGallery.downloadFailed)).not.toBeInTheDocument();
  });

  it.each(EMPTY_ANSWERS)(
    "ends loading with 'No data found.' for the empty answer %s",
    async (_label, reply) => {
      capture(ALL, reply);
      await openGallery();
      expect(await screen.findByText('No data found.')).toBeInTheDocument();
      expect(screen.queryByText(LOADING)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^VIEW/ })).not.toBeInTheDocument();
    },
  );

  it.each([
    ['a 500', json({ message: 'Gallery unavailable' }, 500)],
    ['a network error', networkError],
  ])('shows a failure with Retry on %s, and Retry loads the images', async (_label, reply) => {
    capture(ALL, reply);
    const app = await openGallery();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The gallery could not be loaded.');
    expect(screen.queryByText(LOADING)).not.toBeInTheDocument();

    capture(ALL, json(seedGallery.slice(0, 2)));
    await app.user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(viewButtons()).toHaveLength(2));
  });

  it('shows good records around malformed ones, with a placeholder and a name for the broken ones', async () => {
    capture(
      ALL,
      json([
        seedGallery[0]!,
        null,
        7,
        { img_url: 'javascript:alert(1)', name: 42 },
        { img_url: null },
        seedGallery[1]!,
      ]),
    );
    const app = await openGallery();
    await waitFor(() => expect(viewButtons()).toHaveLength(4));
    expect(screen.getByRole('button', { name: 'VIEW 42' })).toBeInTheDocument();
    const untitled = screen.getByRole('button', { name: 'VIEW Untitled image' });
    expect(untitled.querySelector('img')).toHaveAttribute('src', '/images/placeholder.svg');
    const unsafe = screen.getByRole('button', { name: 'VIEW 42' });
    expect(unsafe.querySelector('img')).toHaveAttribute('src', '/images/placeholder.svg');

    // Nothing to download from an unsafe address: the visitor is told, nothing is fetched.
    await app.user.click(unsafe);
    await app.user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText(englishGallery.downloadFailed)).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});

describe.each([
  {
    language: 'or' as const,
    words: odia,
    heading: 'ଫଟୋ ଗ୍ୟାଲେରି',
    description: 'ଅଟ୍ଟାଳିକା, ଘର ଓ ସାଇଟର ଫଟୋ',
    timedOut: `ଫାଇଲ ସର୍ଭର ${DOWNLOAD_TIMEOUT_MS / 1000} ସେକେଣ୍ଡ ମଧ୍ୟରେ ଉତ୍ତର ଦେଲା ନାହିଁ`,
  },
  {
    language: 'hi' as const,
    words: hindi,
    heading: 'फ़ोटो गैलरी',
    description: 'इमारतों, घरों और साइटों की तस्वीरें',
    timedOut: `फ़ाइल सर्वर ने ${DOWNLOAD_TIMEOUT_MS / 1000} सेकंड में जवाब नहीं दिया`,
  },
])('The gallery in $language', ({ language, words, heading, description, timedOut }) => {
  const path = `/${language}/gallery`;
  const open = async () => {
    const app = renderApp(path);
    await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 });
    return app;
  };
  const tiles = () => screen.getAllByRole('button', { name: new RegExp(`^${words.view} `) });

  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:gallery-image');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('says it is loading in the language, then shows the images with their names in English, and no English of its own', async () => {
    const answer = gate();
    server.use(
      http.get(`*${ALL}`, async () => {
        await answer.opened;
        return HttpResponse.json(seedGallery);
      }),
    );
    await open();
    expect(screen.getByText(words.loading)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(words.loadingLabel);
    expect(screen.queryByText(LOADING)).not.toBeInTheDocument();
    answer.open();
    await waitFor(() => expect(tiles()).toHaveLength(seedGallery.length));
    await waitFor(() => expect(document.title).toContain(heading));
    const descriptors = meta({ location: { pathname: path } } as Parameters<typeof meta>[0]);
    expect(metaContent(descriptors, 'description')).toContain(description);
    expect(canonical(descriptors)).toMatch(new RegExp(`${path}$`));
    expect(screen.getByRole('region', { name: words.imagesLabel })).toBeInTheDocument();

    const first = seedGallery[0]!;
    const tile = screen.getByRole('button', { name: `${words.view} ${first.name}` });
    expect(within(tile).getByText(first.name)).toHaveAttribute('lang', 'en');
    expect(within(tile).getByText(words.view)).not.toHaveAttribute('lang');
    expect(screen.queryByText('VIEW')).not.toBeInTheDocument();
    expect(strayLatinOnPage()).toEqual([]);
    expectOrderedHeadings();
  });

  it('opens an image in a viewer whose buttons are in the language; a failed download says so in it', async () => {
    const image = { _id: 'g5', img_url: 'https://images.example.com/gallery/pool.png', name: 'Pool deck' };
    capture(ALL, json([image]));
    server.use(http.get(image.img_url, () => new HttpResponse('Not found', { status: 404 })));
    const app = await open();
    await app.user.click(await screen.findByRole('button', { name: `${words.view} ${image.name}` }));
    const dialog = screen.getByRole('dialog', { name: image.name });
    expect(within(dialog).getByRole('img', { name: image.name })).toHaveAttribute('lang', 'en');
    await app.user.click(within(dialog).getByRole('button', { name: words.download }));
    expect(await screen.findByText(words.downloadFailed)).toBeInTheDocument();
    expect(screen.queryByText(englishGallery.downloadFailed)).not.toBeInTheDocument();
    // The dialog's heading is the name the admin typed: Modal takes a plain string, so it cannot carry lang="en".
    expect(strayLatinOnPage(dialog, [...COMPANY_ADDRESS, image.name])).toEqual([]);
    expect(strayLatinOnPage(screen.getByRole('main'))).toEqual([]);
    await app.user.click(within(dialog).getByRole('button', { name: words.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reads Downloading in the language, and says in it when the image host has not answered in time', async () => {
    const image = { _id: 'g6', img_url: 'https://images.example.com/gallery/slow.jpg', name: 'Slow' };
    capture(ALL, json([image]));
    server.use(http.get(image.img_url, () => new Promise<Response>(() => undefined)));
    const app = await open();
    await app.user.click(await screen.findByRole('button', { name: `${words.view} ${image.name}` }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await app.user.click(screen.getByRole('button', { name: words.download }));
      expect(screen.getByRole('button', { name: words.downloading })).toBeDisabled();
      await vi.advanceTimersByTimeAsync(DOWNLOAD_TIMEOUT_MS + 500);
      expect(await screen.findByText(new RegExp(timedOut))).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByRole('button', { name: words.download })).toBeEnabled();
  });

  it('names an image saved without a name in the language', async () => {
    capture(ALL, json([{ _id: 'g7', img_url: '/images/demo/tower-1.svg', name: '' }]));
    const app = await open();
    const tile = await screen.findByRole('button', { name: `${words.view} ${words.untitled}` });
    expect(within(tile).getByText(words.untitled)).not.toHaveAttribute('lang');
    await app.user.click(tile);
    expect(screen.getByRole('dialog', { name: words.untitled })).toBeInTheDocument();
    expect(strayLatinOnPage()).toEqual([]);
  });

  it('says in the language that there is nothing to show', async () => {
    capture(ALL, json([]));
    await open();
    expect(await screen.findByText(words.empty)).toBeInTheDocument();
    expect(screen.queryByText('No data found.')).not.toBeInTheDocument();
    expect(strayLatinOnPage()).toEqual([]);
  });

  it('says in the language that the gallery failed, and its Retry loads the images', async () => {
    capture(ALL, json({ message: 'Gallery unavailable' }, 500));
    const app = await open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(words.failed);
    expect(strayLatinOnPage()).toEqual([]);
    capture(ALL, json(seedGallery.slice(0, 2)));
    await app.user.click(within(alert).getByRole('button', { name: words.retry }));
    await waitFor(() => expect(tiles()).toHaveLength(2));
  });
});
