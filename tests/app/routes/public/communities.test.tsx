import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectOrderedHeadings, openPage } from '@tests/test-utils/page';

describe('Community', () => {
  it('has its static sections: neighbourhoods, events and CSR', async () => {
    await openPage('/communities', 'Community');
    await waitFor(() => expect(document.title).toContain('Community'));
    for (const name of [
      'Bhubaneswar neighbourhoods',
      'Community events',
      'Corporate social responsibility',
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 3, name: 'Patia & Chandrasekharpur' })).toBeInTheDocument();
    expectOrderedHeadings();
  });
});

describe('Terms and Conditions', () => {
  it('has the dated privacy statement and the four policies, each linked from the contents', async () => {
    await openPage('/term-and-conditions', 'Terms and Conditions');
    await waitFor(() => expect(document.title).toContain('Terms and Conditions'));
    const sections = [
      'Privacy Statement',
      'Copyright Policy',
      'Confidentiality',
      'Privacy Policy',
      'Disclosure of Information',
    ];
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    for (const name of sections) {
      const region = screen.getByRole('region', { name });
      const link = Array.from(contents.querySelectorAll('a')).find((a) => a.textContent === name);
      expect(link).toHaveAttribute('href', `#${region.id}`);
    }
    expect(screen.getByRole('region', { name: 'Privacy Statement' })).toHaveTextContent('June 2024');
    expectOrderedHeadings();
  });
});
