import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderApp, signIn } from '@tests/test-utils/render';

const SLOW = { timeout: 5000 };

/** What the backend keeps that no form shows: a field added later, its own date, a sub-document's id. */
const UNREAD = { brochureCode: 'X1', createdAt: '2024-03-04T05:06:07.000Z', __v: 3 };

type User = ReturnType<typeof renderApp>['user'];

interface EditScreen {
  name: string;
  /** Gives the demo record the unread keys and answers its id. */
  prepare: () => string;
  /** The update call's method and path, as msw matches it. */
  method: 'put' | 'patch';
  path: string;
  /** Opens the edit screen and changes one field; resolves to the form's scope and the user. */
  edit: (id: string) => Promise<{ form: ReturnType<typeof within>; user: User }>;
  save: string;
  saved: string;
  /** The edited field in the body, and what else each screen's record holds unread. */
  expectBody: (id: string) => Record<string, unknown>;
  stored: (id: string) => unknown;
}

async function retype(user: User, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.type(field, value);
}

const screens: EditScreen[] = [
  {
    name: 'Update Form (building)',
    prepare: () => {
      const building = db.buildings[0]!;
      Object.assign(building, UNREAD);
      Object.assign(building.generalInfo, { reraNumber: 'RERA-77' });
      building.generalInfo.locationBenifits.forEach((benefit, index) =>
        Object.assign(benefit, { _id: `lb-${index}`, verified: true }),
      );
      building.units.forEach((unit, index) => Object.assign(unit, { _id: `unit-${index}`, carpetArea: 900 }));
      return building._id;
    },
    method: 'put',
    path: '*/real-estate/buildings/edit-building-by-id/:id',
    edit: async (id) => {
      const { user } = renderApp(`/update-building/${id}`);
      await retype(user, await screen.findByLabelText('Building Name', {}, SLOW), 'Renamed Heights');
      return { form: within(document.body), user };
    },
    save: 'Update Building',
    saved: 'Building Data Updated Successfully',
    expectBody: () => {
      const building = db.buildings[0]!;
      return {
        ...UNREAD,
        generalInfo: expect.objectContaining({
          BuildingsName: 'Renamed Heights',
          reraNumber: 'RERA-77',
          locationBenifits: building.generalInfo.locationBenifits.map((benefit, index) =>
            expect.objectContaining({ _id: `lb-${index}`, verified: true, name: benefit.name }),
          ),
        }),
        units: building.units.map((unit, index) =>
          expect.objectContaining({ _id: `unit-${index}`, carpetArea: 900, unitType: unit.unitType }),
        ),
      };
    },
    stored: (id) => db.buildings.find((building) => building._id === id),
  },
  {
    name: 'Edit Land',
    prepare: () => {
      const land = db.lands[0]!;
      Object.assign(land, UNREAD);
      Object.assign(land.locationDetails, { landmark: 'Near the temple' });
      return land._id;
    },
    method: 'put',
    path: '*/real-estate/lands/edit-land-by-id/:id',
    edit: async (id) => {
      const { user } = renderApp(`/edit-land-details/${id}`);
      await retype(user, await screen.findByLabelText(/^Property Name/, {}, SLOW), 'Renamed Plot');
      return { form: within(document.body), user };
    },
    save: 'Update Land',
    saved: 'Land Details Updated Successfully.',
    expectBody: () => ({
      ...UNREAD,
      generalInfo: expect.objectContaining({ propertyName: 'Renamed Plot' }),
      locationDetails: expect.objectContaining({ landmark: 'Near the temple' }),
    }),
    stored: (id) => db.lands.find((land) => land._id === id),
  },
  {
    name: 'Edit Project',
    prepare: () => {
      const project = db.projects[0]!;
      Object.assign(project, UNREAD);
      return project._id;
    },
    method: 'patch',
    path: '*/real-estate/project/update_project_by_id/:id',
    edit: async (id) => {
      const { user } = renderApp(`/projectlists/edit/${id}`);
      await retype(user, await screen.findByLabelText(/^Project Name/, {}, SLOW), 'Renamed Enclave');
      return { form: within(document.body), user };
    },
    save: 'Update Project',
    saved: 'Project Updated Successfully',
    expectBody: () => ({ ...UNREAD, projectName: 'Renamed Enclave' }),
    stored: (id) => db.projects.find((project) => project._id === id),
  },
  {
    name: 'Edit Blog',
    prepare: () => {
      const blog = db.blogs[0]!;
      // The newest, so it is on the list's first page.
      Object.assign(blog, UNREAD, { createdDate: '2030-01-01T00:00:00.000Z' });
      return blog._id;
    },
    method: 'put',
    path: '*/real-estate/blogs/update-blogs/:id',
    edit: async (id) => {
      const title = db.blogs.find((blog) => blog._id === id)!.title;
      const { user } = renderApp('/blogs');
      await user.click(await screen.findByRole('button', { name: `Edit ${title}` }, SLOW));
      const form = within(await screen.findByRole('dialog', { name: 'Edit Blog' }));
      await retype(user, form.getByLabelText('Title'), 'Renamed post');
      return { form, user };
    },
    save: 'Update Blog',
    saved: 'Blog Updated Successfully',
    expectBody: () => ({ ...UNREAD, title: 'Renamed post' }),
    stored: (id) => db.blogs.find((blog) => blog._id === id),
  },
];

beforeEach(async () => {
  await signIn();
});

describe('an edit sends the record as read with the form over it', () => {
  it.each(screens)(
    '$name keeps what the form does not show, and the demo backend stores it',
    async (edit) => {
      const id = edit.prepare();
      const bodies: unknown[] = [];
      // Records the body, then lets the demo backend answer (a resolver that returns nothing passes on).
      server.use(
        http[edit.method](edit.path, async ({ request }) => {
          bodies.push(await request.clone().json());
        }),
      );
      const { form, user } = await edit.edit(id);
      await user.click(form.getByRole('button', { name: edit.save }));
      expect(await screen.findByText(edit.saved, {}, SLOW)).toBeInTheDocument();

      expect(bodies).toHaveLength(1);
      expect(bodies[0]).toEqual(expect.objectContaining(edit.expectBody(id)));
      await waitFor(() => expect(edit.stored(id)).toEqual(expect.objectContaining(edit.expectBody(id))));
    },
  );
});

describe('rows of an edited building', () => {
  it('drop a removed row, keep each kept row its own _id, and send a new row without one', async () => {
    const building = db.buildings[0]!;
    building.generalInfo.locationBenifits = [
      { name: 'School', value: '1 km' },
      { name: 'Hospital', value: '2 km' },
      { name: 'Market', value: '3 km' },
    ].map((benefit, index) => Object.assign(benefit, { _id: `lb-${index}`, verified: index }));
    const bodies: unknown[] = [];
    server.use(
      http.put('*/real-estate/buildings/edit-building-by-id/:id', async ({ request }) => {
        bodies.push(await request.clone().json());
      }),
    );
    const { user } = renderApp(`/update-building/${building._id}`);
    await screen.findByLabelText('Building Name', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Remove benefit 2' }));
    await user.click(screen.getByRole('button', { name: 'Add benefit' }));
    await user.type(screen.getAllByLabelText('Place')[2]!, 'Park');
    await user.type(screen.getAllByLabelText('Distance')[2]!, '4 km');
    await user.click(screen.getByRole('button', { name: 'Update Building' }));
    expect(await screen.findByText('Building Data Updated Successfully', {}, SLOW)).toBeInTheDocument();

    expect(bodies).toEqual([
      expect.objectContaining({
        generalInfo: expect.objectContaining({
          locationBenifits: [
            { _id: 'lb-0', name: 'School', value: '1 km', verified: 0 },
            { _id: 'lb-2', name: 'Market', value: '3 km', verified: 2 },
            { name: 'Park', value: '4 km' },
          ],
        }),
      }),
    ]);
  });
});
