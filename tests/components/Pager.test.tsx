import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NumberedPager } from '@/components/Pager';

describe('NumberedPager', () => {
  it('names the page buttons in English unless given the page’s words', () => {
    const { rerender } = render(<NumberedPager page={2} pageCount={3} onChange={vi.fn()} label="Pages" />);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    rerender(
      <NumberedPager page={2} pageCount={3} onChange={vi.fn()} label="ପୃଷ୍ଠାଗୁଡ଼ିକ" pageButton="ପୃଷ୍ଠା {page}" />,
    );
    expect(screen.getByRole('navigation', { name: 'ପୃଷ୍ଠାଗୁଡ଼ିକ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ପୃଷ୍ଠା 3' })).toHaveTextContent('3');
  });
});
