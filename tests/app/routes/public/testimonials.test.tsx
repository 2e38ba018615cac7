import { screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testimonials } from '@/features/content/testimonials';
import { expectOrderedHeadings, openPage } from '@tests/test-utils/page';

describe('Our Testimonials', () => {
  it('shows six testimonials, each rated 4 or 5 stars in words a screen reader reads', async () => {
    await openPage('/testimonials', 'Our Testimonials');
    await waitFor(() => expect(document.title).toContain('Our Testimonials'));
    const list = screen.getByRole('region', { name: 'What our customers say' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(6);
    cards.forEach((card, index) => {
      const entry = testimonials[index]!;
      expect(within(card).getByText(entry.name)).toBeInTheDocument();
      expect(within(card).getByText(entry.designation)).toBeInTheDocument();
      expect(within(card).getByText(entry.msg, { exact: false })).toBeInTheDocument();
      const stars = within(card).getByRole('img', { name: /^Rated [45] out of 5$/ });
      expect(stars).toHaveAccessibleName(`Rated ${entry.rating} out of 5`);
      expect(stars.querySelectorAll('svg.fill-accent-400')).toHaveLength(entry.rating);
      expect(card.querySelector('img')).toHaveAttribute('src', `/images/people/person-${index + 1}.svg`);
    });
    const ratings = new Set(testimonials.map((entry) => entry.rating));
    expect(ratings).toEqual(new Set([4, 5]));
    expectOrderedHeadings();
  });
});
