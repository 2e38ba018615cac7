import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_CREDENTIALS } from '@/features/auth/demoCredentials';
import { seedProjects } from '@/mocks/seed/projects';
import { UNCONFIRMED_CREATE } from '@/lib/checkedCreate';
import { BLANK_FIELD_MESSAGE } from '@/lib/validators';
import { server } from '@/mocks/node';
import { gate } from '@tests/test-utils/gate';
import { png, predictableUploads, projectBackend } from '@tests/test-utils/backend';
import { capture, json } from '@tests/test-utils/capture';
import { makeProject, makeProjects } from '@tests/test-utils/fixtures';
import { renderApp, signIn } from '@tests/test-utils/render';

type User = ReturnType<typeof renderApp>['user'];

const CREATE = '/real-estate/project/create_project';
const UPDATE = '/real-estate/project/update_project_by_id/:id';
const BY_ID = '*/real-estate/project/get_project_by_id/:id';

async function openAddForm() {
  const view = renderApp('/add_project_Form');
  await screen.findByRole('heading', { name: 'Add Project', level: 1 });
  return view;
}

const amenityBox = () => screen.getByLabelText('Amenities');
const addAmenityButton = () => screen.getByRole('button', { name: 'Add' });
const chips = () => {
  const list = screen.queryByRole('list', { name: 'Added items' });
  return list ? within(list).getAllByRole('listitem') : [];
};

async function addAmenity(user: User, text: string, how: 'button' | 'enter' = 'button') {
  await user.clear(amenityBox());
  if (text) await user.type(amenityBox(), text);
  if (how === 'enter') await user.type(amenityBox(), '{Enter}');
  else await user.click(addAmenityButton());
}

const REQUIRED = [
  'Project Name',
  'Project Status',
  'Parking Facility',
  'Description',
  'Location',
  'Year of Completion',
  'Price Type',
] as const;

/** Fills every field but `skip` (a required one left empty). */
async function fillRequired(user: User, skip?: (typeof REQUIRED)[number]) {
  const type = async (label: string, text: string) => {
    if (label !== skip) await user.type(screen.getByLabelText(label), text);
  };
  const choose = async (label: string, option: string) => {
    if (label !== skip) await user.selectOptions(screen.getByLabelText(label), option);
  };
  await type('Project Name', 'Lake View Residency');
  await choose('Project Type', 'Triplex');
  await choose('Project Status', 'Upcoming');
  await choose('Parking Facility', 'No');
  await type('Description', 'Triplex villas by the lake.');
  await type('Location', 'Jatni, Bhubaneswar');
  await type('Year of Completion', '2029');
  await choose('Price Type', 'Fixed Price');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Add Project: amenity chips', () => {
  beforeEach(async () => {
    await signIn();
  });

  it("says 'Please enter Amenities !' for an empty entry and adds nothing", async () => {
    const { user } = await openAddForm();
    await addAmenity(user, '');
    expect(screen.getByText('Please enter Amenities !')).toBeInTheDocument();
    await addAmenity(user, '    ');
    expect(screen.getByText('Please enter Amenities !')).toBeInTheDocument();
    expect(chips()).toHaveLength(0);
  });

  it("adds with the button and with Enter (without submitting), and says 'Amenity is already present !' for a duplicate", async () => {
    const posted = capture(CREATE, json({ data: {} }));
    const { user } = await openAddForm();
    await addAmenity(user, 'Gym');
    await addAmenity(user, 'Swimming pool', 'enter');
    expect(chips().map((chip) => chip.textContent)).toEqual(['Gym', 'Swimming pool']);
    expect(amenityBox()).toHaveValue('');
    expect(posted.calls).toHaveLength(0);

    await addAmenity(user, 'Gym');
    expect(screen.getByText('Amenity is already present !')).toBeInTheDocument();
    await addAmenity(user, '  gym ');
    expect(screen.getByText('Amenity is already present !')).toBeInTheDocument();
    expect(chips()).toHaveLength(2);

    // Typing again clears the message.
    await user.type(amenityBox(), 'x');
    expect(screen.queryByText('Amenity is already present !')).not.toBeInTheDocument();
  });

  it('adds comma-separated text as one item, as the backend expects', async () => {
    const { user } = await openAddForm();
    expect(amenityBox()).toHaveAttribute('placeholder', expect.stringMatching(/comma/i));
    await addAmenity(user, 'Park, Gym, Pool');
    expect(chips().map((chip) => chip.textContent)).toEqual(['Park, Gym, Pool']);
  });

  it('shows only the first 30 characters of a long amenity, with the full text in the title and for screen readers', async () => {
    const long = 'Olympic size temperature controlled swimming pool';
    const { user } = await openAddForm();
    await addAmenity(user, long);
    const [chip] = chips();
    expect(chip).toHaveAttribute('title', long);
    expect(within(chip!).getByText(long.slice(0, 30))).toHaveAttribute('aria-hidden', 'true');
    expect(within(chip!).getByText(long)).toHaveClass('sr-only');
    expect(within(chip!).queryByText(long.slice(0, 31))).not.toBeInTheDocument();

    await addAmenity(user, 'Exactly thirty characters long');
    expect(chips()[1]).not.toHaveAttribute('title');
    expect(chips()[1]).toHaveTextContent(/^Exactly thirty characters long$/);
  });

  it('removes a chip with its own remove button', async () => {
    const { user } = await openAddForm();
    await addAmenity(user, 'Gym');
    await addAmenity(user, 'Garden');
    await addAmenity(user, 'Clubhouse');
    await user.click(screen.getByRole('button', { name: 'Remove Garden' }));
    expect(chips().map((chip) => chip.textContent)).toEqual(['Gym', 'Clubhouse']);
  });
});

describe('Add Project: saving', () => {
  beforeEach(async () => {
    await signIn();
  });

  it('shows every field with its label, the images hint, and browser-level required fields', async () => {
    await openAddForm();
    for (const label of REQUIRED) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText('Project Type')).not.toBeRequired();
    expect(screen.getByLabelText('Year of Completion')).toHaveAttribute('type', 'number');
    const typeOptions = within(screen.getByLabelText('Project Type'))
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(typeOptions).toEqual(['', 'Land', 'Duplex', 'Triplex', 'Simplex', '4+S']);
    const statusOptions = within(screen.getByLabelText('Project Status'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(statusOptions.slice(1)).toEqual(['Ongoing', 'Finished', 'Upcoming']);
    const priceOptions = within(screen.getByLabelText('Price Type'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(priceOptions.slice(1)).toEqual(['On Request', 'Call For Price', 'Fixed Price']);
    expect(screen.getByText('Add atleast 5 Images')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('Add Project'));
  });

  it('sends nothing while a required field is empty', async () => {
    const posted = capture(CREATE, json({ data: {} }));
    const { user } = await openAddForm();
    await user.click(screen.getByRole('button', { name: 'Add Project' }));
    await user.type(screen.getByLabelText('Project Name'), 'Only a name');
    await user.click(screen.getByRole('button', { name: 'Add Project' }));
    expect(posted.calls).toHaveLength(0);
  });

  it.each(REQUIRED)(
    'sends nothing while %s alone is left empty: the browser stops the submit at that field',
    async (label) => {
      const posted = capture(CREATE, json({ data: {} }));
      const { user } = await openAddForm();
      await fillRequired(user, label);
      await user.click(screen.getByRole('button', { name: 'Add Project' }));
      const field = screen.getByLabelText(label) as HTMLInputElement;
      expect(field.validity.valueMissing).toBe(true);
      expect(field).toHaveValue(label === 'Year of Completion' ? null : '');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(posted.calls).toHaveLength(0);
      expect(screen.getByRole('button', { name: 'Add Project' })).toBeEnabled();
    },
  );

  it.each(['Project Name', 'Location', 'Description'])(
    'sends nothing while %s holds only spaces, and says so at the field',
    async (label) => {
      const posted = capture(CREATE, json({ data: {} }));
      const { user } = await openAddForm();
      await fillRequired(user);
      const field = screen.getByLabelText(label);
      await user.clear(field);
      await user.type(field, '   ');
      await user.click(screen.getByRole('button', { name: 'Add Project' }));
      expect(field).toBeInvalid();
      expect((field as HTMLInputElement).validationMessage).toBe(BLANK_FIELD_MESSAGE);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(posted.calls).toHaveLength(0);

      await user.type(field, 'x');
      await user.click(screen.getByRole('button', { name: 'Add Project' }));
      await waitFor(() => expect(posted.calls).toHaveLength(1));
    },
  );

  it("posts exactly SPEC's payload, reads 'Adding...' meanwhile, then says so and clears the form and images", async () => {
    const uploads = predictableUploads();
    const answer = gate();
    const posted = capture(CREATE, async () => {
      await answer.opened;
      return HttpResponse.json({ data: { _id: 'new-1' } }, { status: 201 });
    });
    const { user } = await openAddForm();
    await fillRequired(user);
    await addAmenity(user, 'Lake walk');
    await addAmenity(user, 'Boat club, jetty');
    await user.upload(screen.getByLabelText('Images'), [png('one.png'), png('two.png')]);
    expect(await screen.findByRole('img', { name: 'Images 2' })).toBeInTheDocument();
    // One image removed again: only the other is sent.
    await waitFor(() => expect(screen.getByLabelText('Images')).toBeEnabled());
    await user.upload(screen.getByLabelText('Images'), png('three.png'));
    expect(await screen.findByRole('img', { name: 'Images 3' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove images 2' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Remove images 2' }));
    expect(uploads.presets).toEqual(['properties', 'properties', 'properties']);

    await user.click(screen.getByRole('button', { name: 'Add Project' }));
    expect(await screen.findByRole('button', { name: 'Adding...' })).toBeDisabled();
    answer.open();
    expect(await screen.findByText('Project Created Successfully')).toBeInTheDocument();

    expect(posted.calls).toHaveLength(1);
    expect(posted.last.method).toBe('POST');
    expect(posted.last.json).toEqual({
      projectName: 'Lake View Residency',
      projectType: 'Triplex',
      projectStatus: 'Upcoming',
      parkingFacility: 'No',
      amenities: ['Lake walk', 'Boat club, jetty'],
      description: 'Triplex villas by the lake.',
      location: 'Jatni, Bhubaneswar',
      yearOfCompletion: 2029,
      priceType: 'Fixed Price',
      images: ['https://img.example.com/upload-1.png', 'https://img.example.com/upload-3.png'],
    });
    expect(Object.keys(posted.last.json as object)).toEqual([
      'projectName',
      'projectType',
      'projectStatus',
      'parkingFacility',
      'amenities',
      'description',
      'location',
      'yearOfCompletion',
      'priceType',
      'images',
    ]);

    await waitFor(() => expect(screen.getByLabelText('Project Name')).toHaveValue(''));
    expect(screen.getByLabelText('Project Status')).toHaveValue('');
    expect(screen.getByLabelText('Year of Completion')).toHaveValue(null);
    expect(chips()).toHaveLength(0);
    expect(screen.queryByRole('img', { name: /^Images \d/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Project' })).toBeEnabled();
  });

  it('asks about unsaved changes again for the next project after a create clears the form', async () => {
    capture(CREATE, json({ data: { _id: 'new-1' } }, 201));
    const { user, location } = await openAddForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add Project' }));
    await screen.findByText('Project Created Successfully');
    await waitFor(() => expect(screen.getByLabelText('Project Name')).toHaveValue(''));

    // The cleared form is unchanged again; what is typed for the next project counts as unsaved.
    await user.type(screen.getByLabelText('Project Name'), 'Next project');
    await user.click(screen.getAllByRole('link', { name: 'List Of Projects' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(location().pathname).toBe('/add_project_Form');
    expect(screen.getByLabelText('Project Name')).toHaveValue('Next project');
  });

  it('leaves the optional project type empty when none is chosen', async () => {
    const posted = capture(CREATE, json({ data: {} }));
    const { user } = await openAddForm();
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText('Project Type'), '');
    await user.click(screen.getByRole('button', { name: 'Add Project' }));
    await screen.findByText('Project Created Successfully');
    expect(posted.last.json).toMatchObject({ projectType: '', amenities: [], images: [] });
  });

  it("shows the server's massage as an error, clears the busy state and keeps every input", async () => {
    capture(CREATE, json({ massage: 'A project with this name already exists' }, 409));
    const { user } = await openAddForm();
    await fillRequired(user);
    await addAmenity(user, 'Lake walk');
    await user.click(screen.getByRole('button', { name: 'Add Project' }));
    expect(await screen.findByText('A project with this name already exists')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Project' })).toBeEnabled();
    expect(screen.getByLabelText('Project Name')).toHaveValue('Lake View Residency');
    expect(screen.getByLabelText('Year of Completion')).toHaveValue(2029);
    expect(chips().map((chip) => chip.textContent)).toEqual(['Lake walk']);
    expect(screen.queryByText('Project Created Successfully')).not.toBeInTheDocument();
  });

  it('says it was not saved when the connection fails after sending, once the list says so', async () => {
    server.use(http.post(`*${CREATE}`, () => HttpResponse.error()));
    const { user } = await openAddForm();
    await fillRequired(user);
    // An unanswered create looks for the project for about 20 s before it says it was not saved.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Add Project' }));
    await act(() => vi.advanceTimersByTimeAsync(21_000));
    expect(await screen.findByText(UNCONFIRMED_CREATE.notSaved)).toBeInTheDocument();
    expect(screen.getByLabelText('Project Name')).toHaveValue('Lake View Residency');
  });

  it('creates through the demo backend: the new project appears in the list', async () => {
    const { user, router } = await openAddForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add Project' }));
    await screen.findByText('Project Created Successfully');
    await router.navigate('/projectlists?q=lake');
    expect(await screen.findByRole('row', { name: /Lake View Residency/ })).toBeInTheDocument();
  });
});

describe('Edit Project', () => {
  beforeEach(async () => {
    await signIn();
  });

  const existing = makeProject(4, {
    _id: 'prj-edit',
    projectName: 'Kalinga Greens',
    projectType: 'Duplex',
    projectStatus: 'Ongoing',
    parkingFacility: 'Yes',
    amenities: ['Club house', 'Garden'],
    description: 'Duplex homes.',
    location: 'Patia',
    yearOfCompletion: 2027,
    priceType: 'Call For Price',
    images: ['https://img.example.com/a.png', 'https://img.example.com/b.png'],
  });

  const serveExisting = () => server.use(http.get(BY_ID, () => HttpResponse.json({ projects: existing })));

  async function openEdit(id = existing._id) {
    const view = renderApp(`/projectlists/edit/${id}`);
    await screen.findByRole('heading', { name: 'Edit Project', level: 1 });
    return view;
  }

  it('prefills every field from the project', async () => {
    serveExisting();
    await openEdit();
    expect(await screen.findByLabelText('Project Name')).toHaveValue('Kalinga Greens');
    expect(screen.getByLabelText('Project Type')).toHaveValue('Duplex');
    expect(screen.getByLabelText('Project Status')).toHaveValue('Ongoing');
    expect(screen.getByLabelText('Parking Facility')).toHaveValue('Yes');
    expect(screen.getByLabelText('Description')).toHaveValue('Duplex homes.');
    expect(screen.getByLabelText('Location')).toHaveValue('Patia');
    expect(screen.getByLabelText('Year of Completion')).toHaveValue(2027);
    expect(screen.getByLabelText('Price Type')).toHaveValue('Call For Price');
    expect(chips().map((chip) => chip.textContent)).toEqual(['Club house', 'Garden']);
    expect(screen.getAllByRole('img', { name: /^Images \d/ })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Update Project' })).toBeEnabled();
  });

  it("PATCHes the whole project, reads 'Updating...', says so and returns to the list after a second", async () => {
    serveExisting();
    const answer = gate();
    const patched = capture(UPDATE, async () => {
      await answer.opened;
      return HttpResponse.json({ massage: 'ok' });
    });
    const { user, location } = await openEdit();
    await user.selectOptions(await screen.findByLabelText('Project Status'), 'Finished');
    await user.click(screen.getByRole('button', { name: 'Remove Garden' }));
    await user.click(screen.getByRole('button', { name: 'Remove images 1' }));
    await user.click(screen.getByRole('button', { name: 'Update Project' }));
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    answer.open();
    expect(await screen.findByText('Project Updated Successfully')).toBeInTheDocument();

    expect(patched.last.method).toBe('PATCH');
    expect(patched.last.pathname).toBe('/real-estate/project/update_project_by_id/prj-edit');
    expect(patched.last.json).toEqual({
      _id: 'prj-edit',
      projectName: 'Kalinga Greens',
      projectType: 'Duplex',
      projectStatus: 'Finished',
      parkingFacility: 'Yes',
      amenities: ['Club house'],
      description: 'Duplex homes.',
      location: 'Patia',
      yearOfCompletion: 2027,
      priceType: 'Call For Price',
      images: ['https://img.example.com/b.png'],
    });
    // Still here right after the toast; on the list a second later, without an unsaved-changes prompt.
    expect(location().pathname).toBe('/projectlists/edit/prj-edit');
    await waitFor(() => expect(location().pathname).toBe('/projectlists'), { timeout: 3000 });
    expect(screen.queryByText('Leave this page?')).not.toBeInTheDocument();
  });

  it('covers the page with a spinner while images upload, with Update blocked meanwhile', async () => {
    serveExisting();
    const answer = gate();
    server.use(
      http.post('*/demo-services/upload', async () => {
        await answer.opened;
        return HttpResponse.json({ secure_url: 'https://img.example.com/new.png' });
      }),
    );
    const { user } = await openEdit();
    await user.upload(await screen.findByLabelText('Images'), png('new.png'));
    expect(await screen.findByText(/Uploading images/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Project' })).toBeDisabled();
    answer.open();
    expect(await screen.findByRole('img', { name: 'Images 3' })).toHaveAttribute(
      'src',
      'https://img.example.com/new.png',
    );
    expect(screen.queryByText(/Uploading images/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Update Project' })).toBeEnabled());
  });

  it("shows the server's massage when the update fails and stays with the input", async () => {
    serveExisting();
    capture(UPDATE, json({ massage: 'Project name and project status are required' }, 400));
    const { user, location } = await openEdit();
    const name = await screen.findByLabelText('Project Name');
    await user.clear(name);
    await user.type(name, 'Kalinga Greens II');
    await user.click(screen.getByRole('button', { name: 'Update Project' }));
    expect(await screen.findByText('Project name and project status are required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Project' })).toBeEnabled();
    expect(name).toHaveValue('Kalinga Greens II');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(location().pathname).toBe('/projectlists/edit/prj-edit');
  });

  it('edits a seeded project through the demo backend', async () => {
    const seeded = seedProjects[0]!;
    const { user } = await openEdit(seeded._id);
    expect(await screen.findByLabelText('Project Name')).toHaveValue(seeded.projectName);
    await user.selectOptions(screen.getByLabelText('Project Status'), 'Upcoming');
    await user.click(screen.getByRole('button', { name: 'Update Project' }));
    expect(await screen.findByText('Project Updated Successfully')).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: new RegExp(seeded.projectName) }, { timeout: 3000 });
    expect(within(row).getByText('Upcoming')).toBeInTheDocument();
  });

  it('returns to the list page and filters the edit was opened from', async () => {
    const projects = makeProjects(12);
    projectBackend(projects);
    server.use(
      http.get<{ id: string }>(BY_ID, ({ params }) =>
        HttpResponse.json({ projects: projects.find((p) => p._id === params.id) }),
      ),
    );
    capture(UPDATE, json({ massage: 'ok' }));
    const { user, location } = renderApp('/projectlists?q=project&page=2');
    await user.click(await screen.findByRole('link', { name: 'Edit Project 07' }));
    expect(await screen.findByLabelText('Project Name')).toHaveValue('Project 07');
    await user.click(screen.getByRole('button', { name: 'Update Project' }));
    expect(await screen.findByText('Project Updated Successfully')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/projectlists'), { timeout: 3000 });
    expect(location().search).toBe('?q=project&page=2');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('says clearly when the project does not exist, with a way back to the list', async () => {
    await openEdit('no-such-project');
    expect(await screen.findByRole('heading', { name: 'Project not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/projectlists');
    expect(screen.queryByRole('button', { name: 'Update Project' })).not.toBeInTheDocument();
  });

  it('treats an empty answer as not found', async () => {
    server.use(http.get(BY_ID, () => HttpResponse.json({})));
    await openEdit('empty');
    expect(await screen.findByRole('heading', { name: 'Project not found' })).toBeInTheDocument();
  });

  it('shows a failed load with Retry, which then loads the form', async () => {
    let fail = true;
    server.use(
      http.get(BY_ID, () =>
        fail ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json({ projects: existing }),
      ),
    );
    const { user } = await openEdit();
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    fail = false;
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Project Name')).toHaveValue('Kalinga Greens');
  });

  it('keeps a stored value the select does not offer, so nothing is lost on save', async () => {
    server.use(
      http.get(BY_ID, () => HttpResponse.json({ projects: { ...existing, projectStatus: 'Completed' } })),
    );
    await openEdit();
    expect(await screen.findByLabelText('Project Status')).toHaveValue('Completed');
  });

  it('asks before leaving with unsaved changes: Stay keeps the edit, Leave goes', async () => {
    serveExisting();
    const { user, location } = await openEdit();
    await user.type(await screen.findByLabelText('Location'), ', Bhubaneswar');
    await user.click(screen.getAllByRole('link', { name: 'List Of Projects' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(location().pathname).toBe('/projectlists/edit/prj-edit');
    expect(screen.getByLabelText('Location')).toHaveValue('Patia, Bhubaneswar');

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(location().pathname).toBe('/projectlists'));
  });

  it('keeps the unsaved edit through an expired session: back on the form after signing in', async () => {
    serveExisting();
    capture(UPDATE, json({ message: 'jwt expired' }, 401));
    const { user, location } = await openEdit();
    await user.type(await screen.findByLabelText('Location'), ', Bhubaneswar');
    await user.click(screen.getByRole('button', { name: 'Remove Garden' }));
    await user.click(screen.getByRole('button', { name: 'Update Project' }));

    await waitFor(() => expect(location().pathname).toBe('/login'));
    await user.type(await screen.findByLabelText('Phone Number'), DEMO_CREDENTIALS.phoneNo);
    await user.type(screen.getByLabelText('Password'), DEMO_CREDENTIALS.password);
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    await waitFor(() => expect(location().pathname).toBe('/projectlists/edit/prj-edit'));
    await waitFor(() => expect(screen.getByLabelText('Location')).toHaveValue('Patia, Bhubaneswar'));
    expect(chips().map((chip) => chip.textContent)).toEqual(['Club house']);
    expect(await screen.findByText('Your unsaved changes were restored.')).toBeInTheDocument();
  });

  it('leaves without asking when nothing changed', async () => {
    serveExisting();
    const { user, location } = await openEdit();
    await screen.findByLabelText('Project Name');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(location().pathname).toBe('/projectlists'));
  });
});
