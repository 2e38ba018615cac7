import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Byline, PostedOn } from '@/features/blogs/admin/PostCredits';
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

describe('PostedOn', () => {
  it('gives the day a post was written, and nothing for a date that reads as none', () => {
    const { container, rerender } = render(<PostedOn blog={{ createdDate: '2026-11-30T10:00:00.000Z' }} />);
    expect(container.querySelector('time')).toHaveAttribute('dateTime', '2026-11-30T10:00:00.000Z');
    expect(container.querySelector('time')?.textContent).toMatch(/2026/);
    rerender(<PostedOn blog={{ createdDate: 'not a date' }} />);
    expect(container.querySelector('time')).toBeNull();
  });
});
