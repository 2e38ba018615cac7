import { configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { seedLands } from '@/mocks/seed/lands';
import { renderApp } from '@tests/test-utils/render';

configure({ asyncUtilTimeout: 5000 });

const BY_ID = '*/real-estate/lands/get-land-by-id/:id';
// 4,500,000 for 1.5 acres (65,340 sq ft).
const first = seedLands[0]!;

async function openCalculator(id = first._id) {
  const view = renderApp(`/property/land-details/${id}`);
  const section = await screen.findByRole('region', { name: 'Work out your EMI' }, { timeout: 10_000 });
  await within(section).findByRole('textbox', { name: 'Loan amount' });
  return { ...view, section };
}

/** The value shown under a result's name ('Monthly EMI'). */
const result = (section: HTMLElement, name: string) =>
  within(section).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;

describe('Land detail page: the EMI calculator', () => {
  it('starts from a loan of 80 % of the price at 8.5 % over 20 years, with both parts of the total', async () => {
    const { section } = await openCalculator();
    expect(within(section).getByRole('textbox', { name: 'Loan amount' })).toHaveValue('3,600,000');
    expect(within(section).getByRole('textbox', { name: 'Interest rate (% a year)' })).toHaveValue('8.5');
    expect(within(section).getByRole('textbox', { name: 'Tenure (years)' })).toHaveValue('20');
    expect(result(section, 'Monthly EMI')).toBe('$31,242');
    expect(result(section, 'Total interest')).toBe('$3,898,080');
    expect(result(section, 'Total payment')).toBe('$7,498,080');
    const legend = within(section).getByRole('list');
    expect(within(legend).getByText('Principal').closest('li')).toHaveTextContent(
      'Principal (48 %)$3,600,000',
    );
    expect(within(legend).getByText('Interest').closest('li')).toHaveTextContent('Interest (52 %)$3,898,080');
  });

  it('works the EMI out again as the rate and the tenure change, typed or slid', async () => {
    const { section, user } = await openCalculator();
    const rate = within(section).getByRole('textbox', { name: 'Interest rate (% a year)' });
    await user.clear(rate);
    await user.type(rate, '10');
    expect(result(section, 'Monthly EMI')).toBe('$34,741');
    const years = within(section).getByRole('textbox', { name: 'Tenure (years)' });
    await user.clear(years);
    await user.type(years, '10');
    expect(result(section, 'Monthly EMI')).toBe('$47,574');
    expect(result(section, 'Total payment')).toBe('$5,708,880');
    // The slider and the box are one value.
    expect(within(section).getByRole('slider', { name: 'Tenure slider' })).toHaveValue('10');
  });

  it('announces the results politely as they change', async () => {
    const { section } = await openCalculator();
    const live = within(section).getByText('Monthly EMI').closest('[aria-live]');
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toContainElement(within(section).getByText('Total payment'));
  });

  it('says what is wrong with a figure it cannot use, and shows no NaN', async () => {
    const { section, user } = await openCalculator();
    const rate = within(section).getByRole('textbox', { name: 'Interest rate (% a year)' });
    await user.clear(rate);
    await user.type(rate, 'abc');
    expect(rate).toHaveAccessibleDescription('Enter a rate from 0 to 20 % a year.');
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    const years = within(section).getByRole('textbox', { name: 'Tenure (years)' });
    await user.clear(years);
    await user.type(years, '45');
    expect(years).toHaveAccessibleDescription('Enter a tenure of 1 to 30 whole years.');
    expect(
      within(section).getByText('Correct the marked figures to see your monthly EMI.'),
    ).toBeInTheDocument();
    expect(within(section).queryByText('Monthly EMI')).not.toBeInTheDocument();
    expect(section).not.toHaveTextContent(/NaN|Infinity|undefined/);
    await user.clear(rate);
    await user.type(rate, '0');
    await user.clear(years);
    await user.type(years, '30');
    // At 0 % the amount is split evenly: 3,600,000 over 360 months.
    expect(result(section, 'Monthly EMI')).toBe('$10,000');
    expect(result(section, 'Total interest')).toBe('$0');
  });

  it("leaves the loan amount to fill when the land's price is not a number", async () => {
    server.use(
      http.get(BY_ID, () =>
        HttpResponse.json({ ...first, financialInfo: { sellingPrice: 'Call For Price' } }),
      ),
    );
    const { section, user } = await openCalculator();
    const amount = within(section).getByRole('textbox', { name: 'Loan amount' });
    expect(amount).toHaveValue('');
    expect(amount).not.toHaveAttribute('aria-invalid');
    expect(within(section).getByText('Enter a loan amount to see your monthly EMI.')).toBeInTheDocument();
    await user.type(amount, '2500000');
    expect(result(section, 'Monthly EMI')).toBe('$21,696');
  });
});

describe('Land detail page: the price per square foot', () => {
  it('shows it beside the price, read as per square foot', async () => {
    renderApp(`/property/land-details/${first._id}`);
    const price = await screen.findByRole('complementary', { name: 'Selling Price' });
    // 4,500,000 / 65,340 sq ft.
    const perSqFt = within(price).getByText('$68.87', { exact: false });
    expect(perSqFt).toHaveTextContent('$68.87 / sq ft per square foot');
    expect(within(perSqFt).getByText('/ sq ft')).toHaveAttribute('aria-hidden', 'true');
    expect(within(perSqFt).getByText('per square foot')).toHaveClass('sr-only');
  });

  it('shows nothing per square foot without a usable price or area', async () => {
    server.use(
      http.get(BY_ID, () =>
        HttpResponse.json({
          ...first,
          financialInfo: { sellingPrice: 'Call For Price' },
        }),
      ),
    );
    const view = renderApp(`/property/land-details/${first._id}`);
    await screen.findByRole('heading', { level: 1, name: first.generalInfo.propertyName });
    expect(screen.queryByText(/sq ft per square foot/)).not.toBeInTheDocument();
    view.unmount();

    server.use(
      http.get(BY_ID, () =>
        HttpResponse.json({
          ...first,
          physicalCharacteristics: { ...first.physicalCharacteristics, totalArea: 0 },
        }),
      ),
    );
    renderApp(`/property/land-details/${first._id}`);
    await screen.findByRole('heading', { level: 1, name: first.generalInfo.propertyName });
    expect(screen.getAllByText('$4,500,000').length).toBeGreaterThan(0);
    expect(screen.queryByText('per square foot')).not.toBeInTheDocument();
  });
});
