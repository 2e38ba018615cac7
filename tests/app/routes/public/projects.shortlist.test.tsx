import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedProjects } from '@/mocks/seed/projects';
import { renderApp } from '@tests/test-utils/render';

configure({ asyncUtilTimeout: 10_000 });

describe('Shortlist on the project cards', () => {
  it("each project card has a 'Shortlist' toggle above its link", async () => {
    const project = seedProjects[0]!;
    const { user } = renderApp('/Projects');
    const card = (await screen.findByRole('heading', { name: project.projectName })).closest('article')!;
    const toggle = within(card as HTMLElement).getByRole('button', { name: 'Shortlist' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem('shortlist')!)).toEqual([{ kind: 'project', id: project._id }]);
    expect(await screen.findByRole('link', { name: 'Shortlist, 1 listing' })).toBeInTheDocument();
  });
});
