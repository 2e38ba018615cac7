import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { seedLands } from '@/mocks/seed/lands';
import { renderApp } from '@tests/test-utils/render';

// The first render imports the route's chunk, which takes a while in a cold test worker.
configure({ asyncUtilTimeout: 5000 });

const LANDS = '*/real-estate/lands/get-all-lands';

const result = (section: HTMLElement, name: string) =>
  within(section).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;

describe('Properties page: the EMI calculator anyone can use', () => {
  it('starts with no amount and works the EMI out once one is typed', async () => {
    const { user } = renderApp('/properties');
    const section = await screen.findByRole('region', { name: 'EMI Calculator' }, { timeout: 10_000 });
    const amount = await within(section).findByRole('textbox', { name: 'Loan amount' });
    expect(amount).toHaveValue('');
    expect(amount).not.toHaveAttribute('aria-invalid');
    expect(within(section).getByText('Enter a loan amount to see your monthly EMI.')).toBeInTheDocument();

    await user.type(amount, '10,00,000');
    const rate = within(section).getByRole('textbox', { name: 'Interest rate (% a year)' });
    await user.clear(rate);
    await user.type(rate, '10.5');
    const years = within(section).getByRole('textbox', { name: 'Tenure (years)' });
    await user.clear(years);
    await user.type(years, '10');
    // The widely published example: 10,00,000 at 10.5 % for 10 years is 13,493 a month; the total
    // is what the screen shows, 13,493 times 120.
    expect(result(section, 'Monthly EMI')).toBe('$13,493');
    expect(result(section, 'Total interest')).toBe('$619,160');
    expect(result(section, 'Total payment')).toBe('$1,619,160');
  }, 30_000);

  it('says the amount is needed once it is cleared', async () => {
    const { user } = renderApp('/properties');
    const section = await screen.findByRole('region', { name: 'EMI Calculator' }, { timeout: 10_000 });
    const amount = await within(section).findByRole('textbox', { name: 'Loan amount' });
    await user.type(amount, '5');
    await user.clear(amount);
    expect(amount).toHaveAccessibleDescription(
      'Enter the loan amount in figures, more than 0 and up to 1,000,000,000.',
    );
    expect(
      within(section).getByText('Correct the marked figures to see your monthly EMI.'),
    ).toBeInTheDocument();
  });

  it('shows below the listings whether buildings or lands are listed, and whatever the list does', async () => {
    server.use(
      http.get(LANDS, () => HttpResponse.json({ message: 'Database unavailable' }, { status: 500 })),
    );
    renderApp('/properties?type=land');
    await screen.findByRole('alert');
    const section = screen.getByRole('region', { name: 'EMI Calculator' });
    expect(await within(section).findByRole('textbox', { name: 'Loan amount' })).toBeInTheDocument();
  });
});

describe('Properties page: land cards show the price per square foot', () => {
  const cardOf = (name: string) => screen.getByRole('heading', { name }).closest('article')!;

  it('beside the price when the price and the area are known, and nothing otherwise', async () => {
    const [janla, tangi] = seedLands;
    const odd = {
      ...tangi!,
      _id: '65f0c2000000000000000777',
      generalInfo: { ...tangi!.generalInfo, propertyName: 'Plot Priced On Call' },
      financialInfo: { sellingPrice: 'Call For Price' },
    };
    server.use(http.get(LANDS, () => HttpResponse.json([janla, tangi, odd])));
    renderApp('/properties?type=land');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3), { timeout: 10_000 });
    // 4,500,000 for 1.5 acres; 3,200,000 for 4 acres (174,240 sq ft).
    expect(cardOf(janla!.generalInfo.propertyName)).toHaveTextContent(
      '$4,500,000$68.87 / sq ft per square foot',
    );
    expect(cardOf(tangi!.generalInfo.propertyName)).toHaveTextContent(
      '$3,200,000$18.37 / sq ft per square foot',
    );
    const priceless = cardOf('Plot Priced On Call');
    expect(priceless).toHaveTextContent('Price on request');
    expect(priceless).not.toHaveTextContent('sq ft');
  });
});
