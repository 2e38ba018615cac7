import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhoneIcon } from '@/components/icons';
import { StarIcon } from '@/components/listingIcons';

// The site's stylesheet as written (the tests load no CSS).
const css = readFileSync(path.resolve('src/index.css'), 'utf8');

describe('an icon', () => {
  it('takes its stroke from the icon class, not from attributes repeated on every icon in the page', () => {
    const { container } = render(<PhoneIcon className="h-4 w-4" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveClass('icon', 'h-4', 'w-4');
    for (const attribute of [
      'fill',
      'stroke',
      'stroke-width',
      'stroke-linecap',
      'stroke-linejoin',
      'focusable',
    ])
      expect(svg).not.toHaveAttribute(attribute);
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    const rule = /\.icon \{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toContain('fill: none');
    expect(rule).toContain('stroke: currentColor');
    expect(rule).toContain('stroke-linecap: round');
  });

  it('is named by its title when it stands for words', () => {
    const { getByRole } = render(<StarIcon title="Rated 5" />);
    expect(getByRole('img', { name: 'Rated 5' })).toHaveClass('icon');
  });
});
