import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { company } from '@/config/company';
import { TopBar } from '@/layouts/public/TopBar';

describe('TopBar', () => {
  it('is a landmark of its own, so its contact links are not outside every landmark', () => {
    render(
      <MemoryRouter>
        <TopBar />
      </MemoryRouter>,
    );
    const bar = screen.getByRole('complementary', { name: 'Contact' });
    expect(within(bar).getByRole('link', { name: company.email })).toBeInTheDocument();
    expect(within(bar).getByRole('list', { name: 'Social media' })).toBeInTheDocument();
  });
});
