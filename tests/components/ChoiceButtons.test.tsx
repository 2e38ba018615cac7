import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceButtons } from '@/components/ChoiceButtons';

describe('ChoiceButtons', () => {
  it('marks a choice the admin typed as English, and no other', () => {
    render(
      <ChoiceButtons
        label="ବିଭାଗ"
        choices={[
          { label: 'ସବୁ', value: '' },
          { label: 'Legal', value: 'Legal', lang: 'en' },
        ]}
        selected=""
        onSelect={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'ସବୁ' })).not.toHaveAttribute('lang');
    expect(screen.getByRole('button', { name: 'Legal' })).toHaveAttribute('lang', 'en');
  });
});
