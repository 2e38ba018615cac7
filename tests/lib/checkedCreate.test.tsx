/**
 * A create in the back office whose answer is lost (the server saved it, or not) is checked against
 * the list read afresh: a saved record is a success, and nothing is added twice; an unsaved one
 * offers to try again. The four back-office creates, against the demo backend's store.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNCONFIRMED_CREATE_LOOKS_MS, WRITE_TIMEOUT_MS } from '@/config/constants';
import { UNCONFIRMED_CREATE } from '@/lib/checkedCreate';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { countCalls, loseAnswer } from '@tests/test-utils/answers';
import { png, predictableUploads } from '@tests/test-utils/backend';
import { renderApp, signIn } from '@tests/test-utils/render';

type View = ReturnType<typeof renderApp>;
type User = View['user'];

async function paste(user: User, label: RegExp | string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

interface CreateScreen {
  name: string;
  /** Opens the form and fills it; answers the form's container. */
  open: () => Promise<{ view: View; form: HTMLElement }>;
  submit: string;
  post: string;
  list: string;
  /** The records of this kind the demo backend holds that carry the name typed. */
  saved: () => number;
  success: string;
  /** What the screen does after a success. */
  movedOn: (view: View) => Promise<unknown>;
}

const SCREENS: CreateScreen[] = [
  {
    name: 'building',
    open: async () => {
      const view = renderApp('/create-new-building');
      await screen.findByRole('heading', { name: 'Add Buildings', level: 1 });
      const { user } = view;
      await paste(user, /^Building Name/, 'Sai Heights');
      await paste(user, /^Address/, 'Plot 12, Patia');
      await paste(user, /^City/, 'Bhubaneswar');
      await paste(user, /^State/, 'Odisha');
      await paste(user, /^Zip Code/, '751024');
      await paste(user, /^Country/, 'India');
      await user.upload(screen.getByLabelText('Building Images'), png('front.png'));
      await screen.findByRole('img', { name: 'Building Images 1' });
      return { view, form: document.body };
    },
    submit: 'Add Building',
    post: '/buildings/add-building',
    list: '/buildings/get-all-buildings',
    saved: () => db.buildings.filter((b) => b.generalInfo.BuildingsName === 'Sai Heights').length,
    success: 'Building added successfully',
    movedOn: (view) => waitFor(() => expect(view.location().pathname).toBe('/buildings')),
  },
  {
    name: 'land',
    open: async () => {
      const view = renderApp('/create-new-land');
      await screen.findByRole('heading', { name: 'Add Lands', level: 1 });
      const { user } = view;
      await paste(user, /^Property Name/, 'Khordha Plot');
      await user.selectOptions(screen.getByLabelText(/^Property Type/), 'agricultural');
      await user.selectOptions(screen.getByLabelText(/^Current Status/), 'available');
      await paste(user, /^Address/, 'Near NH16');
      await paste(user, /^City/, 'Khordha');
      await paste(user, /^State/, 'Odisha');
      await paste(user, /^Zip Code/, '752055');
      await paste(user, /^Country/, 'India');
      await paste(user, /^Total Area/, '1.5');
      await user.selectOptions(screen.getByLabelText(/^Terrain Type/), 'flat');
      await paste(user, /^Soil Type/, 'loam');
      await user.selectOptions(screen.getByLabelText(/^Road Access/), 'paved');
      await paste(user, /^Selling Price/, '1800000');
      await user.selectOptions(screen.getByLabelText(/^Water Access/), 'well');
      await user.selectOptions(screen.getByLabelText(/^Sewage System/), 'none');
      await user.selectOptions(screen.getByLabelText(/^Electricity Access/), 'yes');
      await user.upload(screen.getByLabelText('Land Images'), png('a.png'));
      await screen.findByRole('img', { name: 'Land Images 1' });
      return { view, form: document.body };
    },
    submit: 'Add Land',
    post: '/lands/add-land',
    list: '/lands/get-all-lands',
    saved: () => db.lands.filter((l) => l.generalInfo.propertyName === 'Khordha Plot').length,
    success: 'Land added successfully',
    movedOn: (view) => waitFor(() => expect(view.location().pathname).toBe('/lands')),
  },
  {
    name: 'project',
    open: async () => {
      const view = renderApp('/add_project_Form');
      await screen.findByRole('heading', { name: 'Add Project', level: 1 });
      const { user } = view;
      await paste(user, 'Project Name', 'Lake View Residency');
      await user.selectOptions(screen.getByLabelText('Project Status'), 'Upcoming');
      await user.selectOptions(screen.getByLabelText('Parking Facility'), 'No');
      await paste(user, 'Description', 'Triplex villas by the lake.');
      await paste(user, 'Location', 'Jatni, Bhubaneswar');
      await paste(user, 'Year of Completion', '2029');
      await user.selectOptions(screen.getByLabelText('Price Type'), 'Fixed Price');
      return { view, form: document.body };
    },
    submit: 'Add Project',
    post: '/project/create_project',
    list: '/project/get_all_project',
    saved: () => db.projects.filter((p) => p.projectName === 'Lake View Residency').length,
    success: 'Project Created Successfully',
    // A success empties the form for the next project.
    movedOn: () => waitFor(() => expect(screen.getByLabelText('Project Name')).toHaveValue('')),
  },
  {
    name: 'blog',
    open: async () => {
      const view = renderApp('/blogs');
      await screen.findByRole('heading', { name: 'Blogs', level: 1 });
      const { user } = view;
      await screen.findByRole('list', { name: 'Blogs' });
      await user.click(screen.getByRole('button', { name: 'Add Blog' }));
      const dialog = await screen.findByRole('dialog');
      await paste(user, 'Category', 'Legal');
      await paste(user, 'Title', 'Registering a flat in Odisha');
      await paste(user, 'Author Name', 'Ananya Mohanty');
      await paste(user, 'Summary', 'The steps, in order.');
      return { view, form: dialog };
    },
    submit: 'Create Blog',
    post: '/blogs/create-blogs',
    list: '/blogs/get-all-blogs',
    saved: () => db.blogs.filter((b) => b.title === 'Registering a flat in Odisha').length,
    success: 'Blog Added Successfully',
    movedOn: () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument()),
  },
];

beforeEach(async () => {
  await signIn();
  predictableUploads();
});

afterEach(() => {
  vi.useRealTimers();
});

describe.each(SCREENS)('a $name create whose answer is lost', (create) => {
  it(
    `is a success when the server saved it and never answered: checked after ${WRITE_TIMEOUT_MS / 1000} s, added once`,
    { timeout: 30_000 },
    async () => {
      const lost = loseAnswer(create.post, { saved: true, how: 'silent' });
      const { view, form } = await create.open();
      vi.useFakeTimers({ shouldAdvanceTime: true });
      await view.user.click(within(form).getByRole('button', { name: create.submit }));
      await waitFor(() => expect(lost.arrived()).toBe(1));
      expect(create.saved()).toBe(1);

      // Still waiting short of the write's own limit (a read's would have ended long before).
      await act(() => vi.advanceTimersByTimeAsync(WRITE_TIMEOUT_MS - 1_000));
      expect(screen.queryByText(UNCONFIRMED_CREATE.checking)).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(2_000));

      expect(await screen.findByText(UNCONFIRMED_CREATE.checking)).toBeInTheDocument();
      expect(await screen.findByText(create.success)).toBeInTheDocument();
      await create.movedOn(view);
      expect(screen.queryByText(UNCONFIRMED_CREATE.notSaved)).not.toBeInTheDocument();
      expect(create.saved()).toBe(1);
    },
  );

  it('offers to try again when the server did not save it, after looking for 20 s, and the second try adds it once', async () => {
    const lost = loseAnswer(create.post, { saved: false, how: 'dropped' });
    const { view, form } = await create.open();
    const reads = countCalls(create.list);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await view.user.click(within(form).getByRole('button', { name: create.submit }));

    expect(await screen.findByText(UNCONFIRMED_CREATE.checking)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(19_000));
    expect(screen.queryByText(UNCONFIRMED_CREATE.notSaved)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(await screen.findByText(UNCONFIRMED_CREATE.notSaved)).toBeInTheDocument();
    expect(reads()).toBeGreaterThanOrEqual(UNCONFIRMED_CREATE_LOOKS_MS.length);
    expect(screen.queryByText(create.success)).not.toBeInTheDocument();
    expect(lost.arrived()).toBe(1);
    expect(create.saved()).toBe(0);

    await view.user.click(within(form).getByRole('button', { name: create.submit }));
    expect(await screen.findByText(create.success)).toBeInTheDocument();
    await create.movedOn(view);
    expect(create.saved()).toBe(1);
  });
});

describe('a create whose answer is lost and whose list cannot be read', () => {
  it('says it could not check, and that trying again may add it twice', async () => {
    const [building] = SCREENS;
    loseAnswer(building!.post, { saved: true, how: 'dropped' });
    const { view } = await building!.open();
    server.use(
      http.get(`*/real-estate${building!.list}`, () =>
        HttpResponse.json({ message: 'Database unavailable' }, { status: 500 }),
      ),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await view.user.click(screen.getByRole('button', { name: building!.submit }));
    expect(await screen.findByText(UNCONFIRMED_CREATE.checking)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(21_000));

    expect(await screen.findByText(UNCONFIRMED_CREATE.unknown)).toBeInTheDocument();
    expect(screen.queryByText(building!.success)).not.toBeInTheDocument();
    expect(screen.queryByText(UNCONFIRMED_CREATE.notSaved)).not.toBeInTheDocument();
    expect(view.location().pathname).toBe('/create-new-building');
    expect(screen.getByLabelText(/^Building Name/)).toHaveValue('Sai Heights');
  });
});

describe('a building create whose answer is lost while the server is still writing', () => {
  const [building] = SCREENS;

  it("takes a gateway's 502 for no answer, and finds the building saved seconds later", async () => {
    loseAnswer(building!.post, { saved: true, how: 'gateway', savedAfterMs: 4_000 });
    const { view } = await building!.open();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await view.user.click(screen.getByRole('button', { name: building!.submit }));
    expect(await screen.findByText(UNCONFIRMED_CREATE.checking)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(await screen.findByText(building!.success)).toBeInTheDocument();
    await building!.movedOn(view);
    expect(screen.queryByText(UNCONFIRMED_CREATE.notSaved)).not.toBeInTheDocument();
    expect(building!.saved()).toBe(1);
  });

  it('opened by its address, never takes an older building of the same name and image for this save', async () => {
    // An earlier 'Sai Heights' with the image this save uploads, listed before the screen opened.
    const older = structuredClone(db.buildings[0]!);
    older._id = 'older-sai-heights';
    older.generalInfo.BuildingsName = 'Sai Heights';
    db.buildings.push(older);
    const { view } = await building!.open();
    older.BuildingsImages = [
      screen.getByRole('img', { name: 'Building Images 1' }).getAttribute('src') ?? '',
    ];
    loseAnswer(building!.post, { saved: false, how: 'dropped' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await view.user.click(screen.getByRole('button', { name: building!.submit }));
    expect(await screen.findByText(UNCONFIRMED_CREATE.checking)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(21_000));
    expect(await screen.findByText(UNCONFIRMED_CREATE.notSaved)).toBeInTheDocument();
    expect(screen.queryByText(building!.success)).not.toBeInTheDocument();
  });
});
