import { screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectOrderedHeadings, openPage } from '@tests/test-utils/page';

const AMENITIES = [
  'Parking',
  'Swimming Pool',
  'Security',
  'Medical Centre',
  'Library',
  'King Size Beds',
  'Smart Homes',
  'Kids Playland',
];

describe('About Us', () => {
  it('has its title and the benefits, mission, vision, leads and family sections in order', async () => {
    await openPage('/about', 'About Us');
    await waitFor(() => expect(document.title).toContain('About Us'));
    expect(screen.getByRole('heading', { level: 2, name: 'Why families choose us' })).toBeInTheDocument();
    expect(screen.getByText('Our Mission')).toBeInTheDocument();
    expect(screen.getByText('Our Vision')).toBeInTheDocument();
    expect(screen.getByText('Leading the way')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /family/ })).toBeInTheDocument();
    expectOrderedHeadings();
  });

  it('lists the four team members with their roles and portraits', async () => {
    await openPage('/about', 'About Us');
    const team = screen.getByRole('region', { name: 'The people behind every home' });
    const members = within(team).getAllByRole('listitem');
    expect(members).toHaveLength(4);
    members.forEach((member, index) => {
      const image = within(member).getByRole('img');
      expect(image).toHaveAttribute('src', `/images/team/member-${index + 1}.svg`);
      expect(image).toHaveAccessibleName(/^Portrait of /);
      expect(within(member).getByRole('heading', { level: 3 })).not.toBeEmptyDOMElement();
      expect(member.querySelector('p')?.textContent).toMatch(/\w{3,}/);
    });
  });

  it('names the eight amenities, each with its icon', async () => {
    await openPage('/about', 'About Us');
    const section = screen.getByRole('region', { name: 'Comforts built into our projects' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(AMENITIES);
    for (const item of items) {
      expect(item.querySelector('img')?.getAttribute('src')).toMatch(/^\/images\/amenities\/[a-z-]+\.svg$/);
    }
  });
});
