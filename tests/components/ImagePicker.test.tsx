/**
 * The admin image picker as every admin form uses it: the administrator orders images with the
 * Move left / Make main / Move right buttons (the first is the main image, the second the
 * thumbnail), hears each move, keeps the keyboard on the moved image, and sees what each upload
 * sent; large JPEGs are scaled before upload, PNG plans and small files go as they are. jsdom
 * cannot draw, so compressorjs is a stand-in here (the e2e test scales real photos in Chromium).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ImagePicker, UPLOAD_CANCELLED } from '@/components/ImagePicker';
import { server } from '@/mocks/node';

const compressor = vi.hoisted(() => ({ files: [] as string[], hold: false, undecodable: [] as string[] }));

type Options = { mimeType?: string; success?: (blob: Blob) => void; error?: (error: Error) => void };

/**
 * Scales every photo to a fifth of its bytes, in the type asked for, as compressorjs would; with
 * `hold` it never answers (a slow phone) until aborted; a file named in `undecodable` fails as one
 * the browser cannot decode.
 */
vi.mock('compressorjs', () => ({
  default: class {
    private readonly options: Options;
    constructor(file: File, options: Options) {
      this.options = options;
      compressor.files.push(file.name);
      const result = new Blob([new Uint8Array(Math.round(file.size / 5))], {
        type: options.mimeType ?? file.type,
      });
      if (compressor.undecodable.includes(file.name))
        queueMicrotask(() => options.error?.(new Error('Failed to load the image.')));
      else if (!compressor.hold) queueMicrotask(() => options.success?.(result));
    }
    abort() {
      this.options.error?.(new Error('The compression process has been aborted.'));
    }
  },
}));

const KB = 1024;
const A = 'https://img.example.com/a.jpg';
const B = 'https://img.example.com/b.jpg';
const C = 'https://img.example.com/c.jpg';

/** A form holding the picker's value, as the admin forms' Controllers do; every change recorded. */
function Form({
  initial,
  single = false,
  changes,
}: {
  initial: string[];
  single?: boolean;
  changes: string[][];
}) {
  const [value, setValue] = useState(initial);
  return (
    <main>
      <ImagePicker
        label="Images"
        preset="properties"
        single={single}
        value={value}
        onChange={(urls) => {
          changes.push(urls);
          setValue(urls);
        }}
      />
    </main>
  );
}

function renderPicker(initial: string[], single = false) {
  const changes: string[][] = [];
  const user = userEvent.setup();
  const view = render(<Form initial={initial} single={single} changes={changes} />);
  return { ...view, user, changes };
}

/** The images' URLs in the order shown. */
const shown = () =>
  screen.getAllByRole('img', { name: /^Images \d+$/ }).map((image) => image.getAttribute('src'));

/** The URL of the image carrying a visible mark. */
const markedUrl = (mark: 'Main' | 'Thumbnail') =>
  screen.getByText(mark, { exact: true }).closest('figure')?.querySelector('img')?.getAttribute('src');

const button = (name: string) => screen.getByRole('button', { name });
const liveRegion = () => document.querySelector('[aria-live="polite"]');

beforeEach(() => {
  compressor.files = [];
  compressor.hold = false;
  compressor.undecodable = [];
});

describe('image picker: ordering', () => {
  it('marks the first image Main and the second Thumbnail, and shows no size for images from the backend', () => {
    renderPicker([A, B, C]);
    expect(shown()).toEqual([A, B, C]);
    expect(markedUrl('Main')).toBe(A);
    expect(markedUrl('Thumbnail')).toBe(B);
    expect(screen.queryByText(/^Sent /)).not.toBeInTheDocument();
  });

  it('disables Move left and Make main on the first image and Move right on the last', () => {
    renderPicker([A, B, C]);
    expect(button('Move left: images 1')).toBeDisabled();
    expect(button('Make main: images 1')).toBeDisabled();
    expect(button('Move right: images 1')).toBeEnabled();
    expect(button('Move left: images 3')).toBeEnabled();
    expect(button('Make main: images 3')).toBeEnabled();
    expect(button('Move right: images 3')).toBeDisabled();
  });

  it('moves right, keeps focus on the moved image and says where it went', async () => {
    const { user, changes } = renderPicker([A, B, C]);
    await user.click(button('Move right: images 1'));
    expect(changes).toEqual([[B, A, C]]);
    expect(shown()).toEqual([B, A, C]);
    expect(markedUrl('Main')).toBe(B);
    expect(markedUrl('Thumbnail')).toBe(A);
    expect(button('Move right: images 2')).toHaveFocus();
    expect(liveRegion()).toHaveTextContent('Image 1 is now image 2, the thumbnail.');

    // Enter again: the same button, still on the same image, takes it to the end; Move right is
    // then disabled, so focus goes to its Move left.
    await user.keyboard('{Enter}');
    expect(changes.at(-1)).toEqual([B, C, A]);
    expect(button('Move right: images 3')).toBeDisabled();
    expect(button('Move left: images 3')).toHaveFocus();
    expect(liveRegion()).toHaveTextContent('Image 2 is now image 3.');
  });

  it('moves left and makes an image the main one', async () => {
    const { user, changes } = renderPicker([A, B, C]);
    await user.click(button('Move left: images 3'));
    expect(changes.at(-1)).toEqual([A, C, B]);
    expect(markedUrl('Thumbnail')).toBe(C);
    expect(button('Move left: images 2')).toHaveFocus();
    expect(liveRegion()).toHaveTextContent('Image 3 is now image 2, the thumbnail.');

    await user.click(button('Make main: images 3'));
    expect(changes.at(-1)).toEqual([B, A, C]);
    expect(markedUrl('Main')).toBe(B);
    expect(markedUrl('Thumbnail')).toBe(A);
    // Make main and Move left are disabled on the first image: focus is on its Move right.
    expect(button('Move right: images 1')).toHaveFocus();
    expect(liveRegion()).toHaveTextContent('Image 3 is now the main image.');
  });

  it('removes an image as before', async () => {
    const { user, changes } = renderPicker([A, B, C]);
    await user.click(button('Remove images 2'));
    expect(changes).toEqual([[A, C]]);
    expect(markedUrl('Thumbnail')).toBe(C);
  });

  it('has nothing to order in a single-image picker', () => {
    renderPicker([A], true);
    expect(screen.getByRole('img', { name: 'Images 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Move left|Move right|Make main|Drag)/ })).toBeNull();
    expect(screen.queryByText('Main', { exact: true })).toBeNull();
    expect(button('Remove images 1')).toBeEnabled();
  });
});

describe('image picker: types', () => {
  it('offers only the image types browsers show', () => {
    renderPicker([]);
    expect(screen.getByLabelText('Images')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp,image/gif,image/avif',
    );
  });

  it('refuses a HEIC or TIFF photo dropped or chosen under All files, naming the types it takes', async () => {
    let sent = 0;
    server.use(
      http.post('*/demo-services/upload', () => {
        sent += 1;
        return HttpResponse.json({ secure_url: A });
      }),
    );
    const changes: string[][] = [];
    // A drop or 'All files' in the dialog does not apply `accept`.
    const user = userEvent.setup({ applyAccept: false });
    render(<Form initial={[]} changes={changes} />);
    await user.upload(screen.getByLabelText('Images'), [
      new File(['heic'], 'IMG_0412.HEIC', { type: 'image/heic' }),
      new File(['tiff'], 'scan.tiff', { type: 'image/tiff' }),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      '"IMG_0412.HEIC" is not an image type browsers show. Please choose a JPEG, PNG, WebP, GIF or AVIF image.',
    );
    expect(alert).toHaveTextContent(
      '"scan.tiff" is not an image type browsers show. Please choose a JPEG, PNG, WebP, GIF or AVIF image.',
    );
    expect(sent).toBe(0);
    expect(changes).toEqual([]);
  });
});

describe('image picker: scaling photos before upload', () => {
  /**
   * The image host: records the type and bytes of every file that arrives and answers a URL made of
   * them (file names do not survive jsdom's multipart encoding).
   */
  function imageHost() {
    const arrived: string[] = [];
    server.use(
      http.post('*/demo-services/upload', async ({ request }) => {
        const file = (await request.formData()).get('file');
        if (!file || typeof file === 'string') return HttpResponse.json({}, { status: 400 });
        arrived.push(`${file.type} ${file.size}`);
        return HttpResponse.json({ secure_url: upUrl(file.type, file.size) });
      }),
    );
    return arrived;
  }
  const upUrl = (type: string, size: number) => `https://img.example.com/up/${size}.${type.slice(6)}`;

  const file = (name: string, type: string, bytes: number) =>
    new File([new Uint8Array(bytes)], name, { type });

  it('scales a large JPEG, re-encodes a small one (its Exif goes), sends a PNG plan as it is, and shows what each sent', async () => {
    const arrived = imageHost();
    const { user, changes } = renderPicker([A]);
    const big = 2 * 1024 * KB;
    const small = 100 * KB;
    await user.upload(screen.getByLabelText('Images'), [
      file('camera.jpg', 'image/jpeg', big),
      file('plan.png', 'image/png', big),
      file('small.jpg', 'image/jpeg', small),
    ]);
    await waitFor(() => expect(changes).toHaveLength(1));

    expect(compressor.files).toEqual(['camera.jpg', 'small.jpg']);
    const scaled = Math.round(big / 5);
    const reencoded = Math.round(small / 5);
    expect([...arrived].sort()).toEqual(
      [`image/jpeg ${scaled}`, `image/jpeg ${reencoded}`, `image/png ${big}`].sort(),
    );

    const camera = upUrl('image/jpeg', scaled);
    expect(changes[0]).toEqual([A, camera, upUrl('image/png', big), upUrl('image/jpeg', reencoded)]);
    const row = (n: number) =>
      screen.getByRole('img', { name: `Images ${n}` }).closest('figure')!.parentElement!;
    expect(within(row(1)).queryByText(/^Sent /)).toBeNull();
    expect(within(row(2)).getByText('Sent 410 KB (was 2 MB)')).toBeInTheDocument();
    expect(within(row(3)).getByText('Sent 2 MB')).toBeInTheDocument();
    expect(within(row(4)).getByText('Sent 20 KB (was 100 KB)')).toBeInTheDocument();

    // The size follows its image when the order changes.
    await user.click(button('Make main: images 2'));
    expect(markedUrl('Main')).toBe(camera);
    expect(within(row(1)).getByText('Sent 410 KB (was 2 MB)')).toBeInTheDocument();
    expect(within(row(2)).queryByText(/^Sent /)).toBeNull();
  });

  it('takes a camera photo over the upload limit, since it goes up scaled; a PNG that large is refused', async () => {
    const arrived = imageHost();
    const { user, changes } = renderPicker([]);
    const huge = 12 * 1024 * KB;
    await user.upload(screen.getByLabelText('Images'), [
      file('phone.jpg', 'image/jpeg', huge),
      file('scan.png', 'image/png', huge),
    ]);
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(arrived).toEqual([`image/jpeg ${Math.round(huge / 5)}`]);
    expect(screen.getByText('"scan.png" is larger than 10 MB.')).toBeInTheDocument();
  });

  it('sends an AVIF photo as a JPEG, and refuses one the browser cannot convert, saying why', async () => {
    const arrived = imageHost();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    compressor.undecodable = ['odd.avif'];
    const { user, changes } = renderPicker([A]);
    const size = 500 * KB;
    await user.upload(screen.getByLabelText('Images'), [
      file('terrace.avif', 'image/avif', size),
      file('odd.avif', 'image/avif', size),
    ]);
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(arrived).toEqual([`image/jpeg ${Math.round(size / 5)}`]);
    expect(changes[0]).toEqual([A, upUrl('image/jpeg', Math.round(size / 5))]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '"odd.avif" could not be converted to JPEG in this browser, and an AVIF photo can carry the place it was taken. Save it as JPEG and choose it again.',
    );
    expect(
      within(screen.getByRole('img', { name: 'Images 2' }).closest('figure')!.parentElement!).getByText(
        'Sent 100 KB (was 500 KB)',
      ),
    ).toBeInTheDocument();
  });

  it('shows the size sent in a single-image picker too', async () => {
    imageHost();
    const { user } = renderPicker([], true);
    await user.upload(screen.getByLabelText('Images'), file('cover.jpg', 'image/jpeg', 1024 * KB));
    expect(await screen.findByText('Sent 205 KB (was 1 MB)')).toBeInTheDocument();
    expect(compressor.files).toEqual(['cover.jpg']);
  });

  it('is cancelled while scaling like an upload: nothing is sent and the images stay', async () => {
    const arrived = imageHost();
    compressor.hold = true;
    const { user, changes } = renderPicker([A]);
    await user.upload(screen.getByLabelText('Images'), file('camera.jpg', 'image/jpeg', 2 * 1024 * KB));
    const overlay = await screen.findByRole('dialog', { name: /^Uploading images\.\.\. \d+%$/ });
    await waitFor(() => expect(compressor.files).toEqual(['camera.jpg']));
    await user.click(within(overlay).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(UPLOAD_CANCELLED)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(arrived).toEqual([]);
    expect(changes).toEqual([]);
    expect(shown()).toEqual([A]);
  });
});
