import { configure, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { server } from '@/mocks/node';
import { seedProjects } from '@/mocks/seed/projects';
import { failFirst, pressRetry } from '@tests/test-utils/answers';
import { capture } from '@tests/test-utils/capture';
import { clickThrough, renderApp } from '@tests/test-utils/render';

configure({ asyncUtilTimeout: 5000 });

const BY_ID = '*/real-estate/project/get_project_by_id/:id';
const green = seedProjects[0]!; // Ongoing, Duplex, Call For Price, four photos
const finished = seedProjects.find((p) => p.projectStatus === 'Finished')!;
const onRequest = seedProjects.find((p) => p.priceType === 'On Request')!;
const pathOf = (project: { projectName: string; _id: string }) =>
  paths.project(project.projectName, project._id);

function answerProject(body: unknown, status = 200) {
  server.use(http.get(BY_ID, () => HttpResponse.json(body as object, { status })));
}

async function openProject(project = green) {
  const app = renderApp(pathOf(project));
  await screen.findByRole('heading', { level: 1, name: project.projectName });
  return app;
}

/** The value shown under a fact tile's label. */
const fact = (label: string) => {
  const tiles = within(screen.getByRole('list', { name: 'Project facts' })).getAllByRole('listitem');
  const tile = tiles.find((item) => item.querySelector('p')?.textContent === label);
  if (!tile) throw new Error(`No fact tile ${label}`);
  return tile.querySelectorAll('p')[1]?.textContent;
};

describe('Project page', () => {
  it('opens from its card on /Projects', async () => {
    const { user, location } = renderApp('/Projects');
    const link = await screen.findByRole('link', { name: green.projectName });
    expect(link).toHaveAttribute('href', pathOf(green));
    await clickThrough(user, link);
    expect(await screen.findByRole('heading', { level: 1, name: green.projectName })).toBeInTheDocument();
    expect(location().pathname).toBe(pathOf(green));
    await waitFor(() => expect(document.title).toMatch(new RegExp(`^${green.projectName}`)));
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/Projects');
  });

  it('shows every fact, the price type and never a number for the price', async () => {
    await openProject();
    expect(fact('Status')).toBe('Ongoing');
    expect(fact('Project Type')).toBe('Duplex');
    expect(fact('Location')).toBe(green.location);
    expect(fact('Year of Completion')).toBe(String(green.yearOfCompletion));
    expect(fact('Parking Facility')).toBe('Available');
    expect(fact('Price Type')).toBe('Call For Price');
    expect(screen.getByText(green.description)).toBeInTheDocument();
    const amenities = within(screen.getByRole('list', { name: 'Amenities' })).getAllByRole('listitem');
    expect(amenities.map((item) => item.textContent)).toEqual(green.amenities);
  });

  it("reads a stored 'Finished' as Completed and 'On Request' as the record says", async () => {
    const first = await openProject(finished);
    expect(fact('Status')).toBe('Completed');
    expect(screen.queryByText('Finished')).not.toBeInTheDocument();
    first.unmount();
    await openProject(onRequest);
    expect(fact('Price Type')).toBe('On Request');
  });

  it('shows Call For Price, not the number, when the price type holds one', async () => {
    answerProject({ projects: { ...green, priceType: 4500000 } });
    await openProject();
    expect(fact('Price Type')).toBe('Call For Price');
    expect(document.querySelector('main')?.textContent).not.toMatch(/4,?500,?000|45,00,000/);
  });

  it('has a gallery: a large photo, Previous and Next, and a thumbnail per photo', async () => {
    const { user } = await openProject();
    const gallery = screen.getByRole('region', { name: `${green.projectName} photos` });
    const total = green.images.length;
    expect(
      within(gallery).getByRole('img', { name: `${green.projectName}, photo 1 of ${total}` }),
    ).toHaveAttribute('src', green.images[0]);
    const thumbs = within(within(gallery).getByRole('list', { name: 'Thumbnails' })).getAllByRole('button');
    expect(thumbs).toHaveLength(total);
    await user.click(thumbs[2]!);
    expect(thumbs[2]).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(gallery).getByRole('img', { name: `${green.projectName}, photo 3 of ${total}` }),
    ).toBeInTheDocument();
    await user.click(within(gallery).getByRole('button', { name: 'Next photo' }));
    await user.click(within(gallery).getByRole('button', { name: 'Next photo' }));
    // Past the last photo it wraps to the first.
    expect(
      within(gallery).getByRole('img', { name: `${green.projectName}, photo 1 of ${total}` }),
    ).toBeInTheDocument();
    await user.click(within(gallery).getByRole('button', { name: 'Previous photo' }));
    expect(thumbs[total - 1]).toHaveAttribute('aria-pressed', 'true');
  });

  it("says 'No images available' for a project without photos", async () => {
    answerProject({ projects: { ...green, images: [] } });
    await openProject();
    expect(screen.getByText('No images available')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Thumbnails' })).not.toBeInTheDocument();
  });

  it('sends an inquiry that names the project, with its id, kind and page address', async () => {
    const email = capture(env.emailUrl, async () => {
      await delay(50);
      return HttpResponse.text('OK');
    });
    const { user } = await openProject();
    const form = screen.getByRole('form', { name: 'Interested? Send An Inquiry' });
    await user.type(within(form).getByLabelText(/^Name/), 'Asha Mohanty');
    await user.type(within(form).getByLabelText(/^Email/), 'asha@example.com');
    await user.type(within(form).getByLabelText(/^Phone/), '9437012345');
    await user.type(within(form).getByLabelText(/^Message/), 'Is a duplex left?');
    await user.click(within(form).getByRole('button', { name: 'Send Inquiry' }));
    expect(await within(form).findByRole('button', { name: 'Please Wait..' })).toBeDisabled();
    expect(
      await within(form).findByText('Your Details Has Been Received. We Will Contact You Soon!'),
    ).toBeInTheDocument();
    expect(email.calls).toHaveLength(1);
    expect((email.last.json as { template_params: unknown }).template_params).toEqual({
      name: 'Asha Mohanty',
      email: 'asha@example.com',
      phone: '9437012345',
      message: 'Is a duplex left?',
      property: green.projectName,
      page_url: `${window.location.origin}${pathOf(green)}`,
      listing_kind: 'project',
      listing_id: green._id,
      visit_date: '',
      visit_time: '',
    });
  });

  it('names the project on the chat button and offers Share', async () => {
    await openProject();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByRole('link', { name: new RegExp(`^Chat with .* about ${green.projectName}`) }),
      ).toBeInTheDocument(),
    );
  });

  it('shows a skeleton while the project loads', async () => {
    server.use(
      http.get(BY_ID, async () => {
        await delay(200);
        return HttpResponse.json({ projects: green });
      }),
    );
    failFirst('/project/get_project_by_id/:id');
    const { user } = renderApp(pathOf(green));
    await pressRetry(user);
    expect(await screen.findByText('Loading project details')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: green.projectName })).toBeInTheDocument();
    expect(screen.queryByText('Loading project details')).not.toBeInTheDocument();
  });

  it('shows not found with a way back for an unknown id (404)', async () => {
    renderApp(paths.project('Old Project', '65f0d3000000000000000999'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Project not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to projects/ })).toHaveAttribute('href', '/Projects');
    await waitFor(() => expect(document.title).toMatch(/^Project not found/));
  });

  it.each([
    ['an empty object', {}],
    ['null', null],
  ])('treats %s as not found, without crashing', async (_label, body) => {
    answerProject(body);
    renderApp(pathOf(green));
    expect(await screen.findByRole('heading', { level: 1, name: 'Project not found' })).toBeInTheDocument();
  });

  it.each([
    ['a 500', () => HttpResponse.json({ massage: 'Server down' }, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
  ])('ends loading and offers Retry on %s', async (_label, reply) => {
    server.use(http.get(BY_ID, reply));
    const { user } = renderApp(pathOf(green));
    const alert = await screen.findByRole('alert');
    expect(screen.queryByText('Loading project details')).not.toBeInTheDocument();
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: green.projectName })).toBeInTheDocument();
  });

  it('keeps its headings in order', async () => {
    await openProject();
    const levels = Array.from(document.querySelectorAll('main h1, main h2, main h3')).map((h) =>
      Number(h.tagName.slice(1)),
    );
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level).toBeLessThanOrEqual(levels[index - 1]! + 1);
    });
  });
});
