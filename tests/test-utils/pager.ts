/** What a list's numbered pages look like to a visitor, for the lists that split into pages. */
import { within } from '@testing-library/react';
import { expect } from 'vitest';

/** Fails unless `pager` shows exactly these page buttons, in order, with `current` marked as the page shown. */
export function expectPageButtons(pager: HTMLElement, labels: readonly string[], current: string): void {
  expect(
    within(pager)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(labels);
  expect(within(pager).getByRole('button', { name: current })).toHaveAttribute('aria-current', 'page');
}
