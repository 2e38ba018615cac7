import { screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CALLBACK_HOURS, CALLBACK_MINUTES } from '@/config/constants';
import { expectOrderedHeadings, openPage } from '@tests/test-utils/page';

const questions = () =>
  within(screen.getByRole('region', { name: 'Common questions' })).getAllByRole('button');

describe('Frequently Asked Questions', () => {
  it('has eight questions as buttons, each controlling its answer', async () => {
    await openPage('/faqs', 'Frequently Asked Questions');
    await waitFor(() => expect(document.title).toContain('Frequently Asked Questions'));
    const buttons = questions();
    expect(buttons).toHaveLength(8);
    for (const button of buttons) {
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(panel).not.toBeNull();
      expect(panel).toHaveAttribute('aria-labelledby', button.id);
      expect(panel?.hidden).toBe(button.getAttribute('aria-expanded') !== 'true');
    }
    expectOrderedHeadings();
  });

  it('opens one answer at a time; a second click closes it', async () => {
    const app = await openPage('/faqs', 'Frequently Asked Questions');
    const buttons = questions();
    const open = () => buttons.filter((button) => button.getAttribute('aria-expanded') === 'true');
    expect(open()).toHaveLength(1);

    await app.user.click(buttons[3]!);
    expect(open()).toEqual([buttons[3]]);
    const panel = document.getElementById(buttons[3]!.getAttribute('aria-controls')!)!;
    expect(panel).toBeVisible();
    expect(document.getElementById(buttons[0]!.getAttribute('aria-controls')!)).not.toBeVisible();

    await app.user.click(buttons[6]!);
    expect(open()).toEqual([buttons[6]]);
    expect(panel).not.toBeVisible();

    await app.user.click(buttons[6]!);
    expect(open()).toHaveLength(0);
  });

  it('states the call-back promise', async () => {
    await openPage('/faqs', 'Frequently Asked Questions');
    const promise = `between ${CALLBACK_HOURS.from} and ${CALLBACK_HOURS.to} and we will call you back within ${CALLBACK_MINUTES} minutes`;
    const callout = screen.getByRole('complementary', { name: 'Our call-back promise' });
    expect(callout).toHaveTextContent(promise);
    expect(callout).toHaveTextContent('the next day');
    expect(promise).toContain('between 9 am and 10 pm');
    expect(promise).toContain('within 15 minutes');
  });
});
