import { describe, expect, it } from 'vitest';
import theme from '../tailwind.config';

describe('the theme carries the named constants', () => {
  it('modals are at most 80vh tall and drawers slide in 0.3 s', () => {
    expect(theme.theme?.extend?.maxHeight).toMatchObject({ modal: '80vh' });
    expect(theme.theme?.extend?.transitionDuration).toMatchObject({ drawer: '0.3s' });
  });
});
