import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SearchInput } from '@/components/SearchInput';
import { MAX_LENGTH } from '@/config/limits';

function Box() {
  const [text, setText] = useState('');
  return (
    <>
      <SearchInput aria-label="Search" placeholder="Search Buildings..." value={text} onChange={setText} />
      <p>{`typed: ${text}`}</p>
    </>
  );
}

describe('SearchInput', () => {
  it('is a search box as long as a short text may be, and hands on the text typed', async () => {
    render(<Box />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveAttribute('maxlength', String(MAX_LENGTH.short));
    expect(box).toHaveAttribute('placeholder', 'Search Buildings...');
    await userEvent.type(box, 'Patia');
    expect(screen.getByText('typed: Patia')).toBeInTheDocument();
  });
});
