/**
 * A building whose backend holds values the form cannot read as numbers: the form says what is
 * stored rather than showing 0, and an edit of another field sends them back as they came.
 */
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildingsBackend } from '@tests/test-utils/backend';
import { building } from '@tests/test-utils/fixtures';
import { renderApp, signIn } from '@tests/test-utils/render';

const SLOW = { timeout: 5000 };

/** As an untidy backend keeps it: floors as the office says them, amounts in words and Indian digits. */
const asSent = {
  ...structuredClone(building),
  physicalCharacteristics: { ...structuredClone(building.physicalCharacteristics), totalFloors: 'G+12' },
  financialInfo: {
    ...structuredClone(building.financialInfo),
    sellingPrice: '45,00,000',
    maintenanceFees: '2,500 a month',
  },
} as unknown as typeof building;

beforeEach(async () => {
  await signIn();
});

describe('Update Form: values the form cannot show', () => {
  it('says what is stored beside the field, and sends it back untouched when another field changes', async () => {
    const backend = buildingsBackend([asSent]);
    const { user } = renderApp(`/update-building/${asSent._id}`);
    const floors = await screen.findByLabelText('Total Floors', {}, SLOW);

    expect(floors).toHaveValue(null);
    expect(floors).toHaveAccessibleDescription(
      'Stored as "G+12", which this field cannot show as a number. Left empty, it stays as stored.',
    );
    expect(screen.getByLabelText('Maintenance Fees')).toHaveAccessibleDescription(
      'Stored as "2,500 a month", which this field cannot show as a number. Left empty, it stays as stored.',
    );
    // Read as the amount it is.
    expect(screen.getByLabelText('Selling Price')).toHaveValue(4_500_000);

    await user.type(screen.getByLabelText('Developer Name'), ' & Sons');
    await user.click(screen.getByRole('button', { name: 'Update Building' }));
    expect(await screen.findByText('Building Data Updated Successfully', {}, SLOW)).toBeInTheDocument();

    const body = backend.sent[0]!.body as typeof asSent;
    expect(body.generalInfo.developerName).toBe(`${building.generalInfo.developerName} & Sons`);
    expect(body.physicalCharacteristics.totalFloors).toBe('G+12');
    expect(body.financialInfo.maintenanceFees).toBe('2,500 a month');
    expect(body.financialInfo.sellingPrice).toBe(4_500_000);
  });

  it('sends the number typed over a value the form could not show', async () => {
    const backend = buildingsBackend([asSent]);
    const { user } = renderApp(`/update-building/${asSent._id}`);
    await user.type(await screen.findByLabelText('Total Floors', {}, SLOW), '13');
    await user.click(screen.getByRole('button', { name: 'Update Building' }));
    expect(await screen.findByText('Building Data Updated Successfully', {}, SLOW)).toBeInTheDocument();
    expect((backend.sent[0]!.body as typeof asSent).physicalCharacteristics.totalFloors).toBe(13);
  });
});
