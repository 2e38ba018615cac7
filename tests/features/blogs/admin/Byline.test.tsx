import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Byline } from '@/features/blogs/admin/Byline';
import { DEFAULT_AUTHOR_IMAGE } from '@/features/blogs/values';

describe('Byline', () => {
  it("shows the author's name and photo", () => {
    const { container } = render(<Byline blog={{ authorName: 'Asha Mohanty', authorImage: '/a.jpg' }} />);
    expect(screen.getByText('Asha Mohanty')).toBeInTheDocument();
    expect(container.querySelector('img')?.getAttribute('src')).toContain('/a.jpg');
  });

  it('stands in for a post without an author name or photo', () => {
    const { container } = render(<Byline blog={{ authorName: '', authorImage: '' }} />);
    expect(screen.getByText('Unknown author')).toBeInTheDocument();
    expect(container.querySelector('img')?.getAttribute('src')).toContain(DEFAULT_AUTHOR_IMAGE);
  });
});
