/**
 * The calculator in each language: its figures' labels, its results in rupees with lakh words on
 * Odia and Hindi pages (English keeps its sign), and its problems said in the page's words.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import EmiCalculator from '@/features/loans/components/EmiCalculator';
import hi from '@/lib/i18n/messages/hi/loans.json';
import or from '@/lib/i18n/messages/or/loans.json';
import { strayLatinOnPage } from '@tests/test-utils/latinTerms';

function renderAt(path: string, price?: number) {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <EmiCalculator price={price} />
    </MemoryRouter>,
  );
  return { user, ...view };
}

describe('the EMI calculator', () => {
  it('in English starts from 80 % of the price and writes the results with its sign', () => {
    renderAt('/property/land-details/1', 4_500_000);
    expect(screen.getByLabelText('Loan amount')).toHaveValue('3,600,000');
    expect(screen.getByText('Monthly EMI').nextElementSibling?.textContent).toMatch(/^\$\d{1,3}(,\d{3})*$/);
  });

  it.each([
    ['or', or, 'ଲକ୍ଷ'],
    ['hi', hi, 'लाख'],
  ] as const)(
    'in %s is in the language, amounts in rupees with lakh words',
    async (language, words, lakh) => {
      const { user, container } = renderAt(`/${language}/Projects/a/1`, 4_500_000);
      const amount = screen.getByLabelText(words.amount);
      expect(amount).toHaveValue('36,00,000');
      expect(screen.getByRole('slider', { name: words.rateSlider })).toBeInTheDocument();
      const monthly = screen.getByText(words.monthly).nextElementSibling?.textContent ?? '';
      expect(monthly).toMatch(/^₹\d{1,2}(,\d{2})*,\d{3}$/);
      expect(screen.getByText(words.totalPayment).nextElementSibling).toHaveTextContent(
        new RegExp(`^₹[\\d.]+ ${lakh}$`),
      );
      expect(screen.getByText(words.principal)).toBeInTheDocument();
      expect(strayLatinOnPage(container)).toEqual([]);

      await user.clear(amount);
      await user.type(amount, '0');
      expect(screen.getByText(words.problems.amount.replace('{max}', '1,00,00,00,000'))).toBeInTheDocument();
      expect(screen.getByText(words.correctFigures)).toBeInTheDocument();
      await user.clear(amount);
      expect(amount).toHaveAttribute('placeholder', words.amountExample.replace('{example}', '25,00,000'));
      expect(strayLatinOnPage(container)).toEqual([]);
    },
  );
});
