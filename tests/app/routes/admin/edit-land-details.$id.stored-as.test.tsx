/**
 * A land whose backend holds a price and an area the form cannot read as numbers: the form says
 * what is stored, lets the administrator save another change with those fields left empty (the
 * browser's `required` would refuse them), and sends them back as they came.
 */
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Land } from '@/features/lands/schema';
import { landsBackend } from '@tests/test-utils/backend';
import { land } from '@tests/test-utils/fixtures';
import { renderApp, signIn } from '@tests/test-utils/render';

const SLOW = { timeout: 5000 };

const asSent = {
  ...structuredClone(land),
  physicalCharacteristics: { ...structuredClone(land.physicalCharacteristics), totalArea: 'about 2 acres' },
  financialInfo: { ...structuredClone(land.financialInfo), sellingPrice: 'On request' },
} as unknown as Land;

beforeEach(async () => {
  await signIn();
});

describe('Edit land: values the form cannot show', () => {
  it('saves another change with them left empty, and sends them back as they came', async () => {
    const backend = landsBackend([asSent]);
    const { user } = renderApp(`/edit-land-details/${asSent._id}`);
    const price = await screen.findByLabelText(/^Selling Price/, {}, SLOW);

    expect(price).toHaveValue(null);
    expect(price).not.toBeRequired();
    expect(price).toHaveAccessibleDescription(
      'Stored as "On request", which this field cannot show as a number. Left empty, it stays as stored.',
    );
    expect(screen.getByLabelText(/^Total Area/)).not.toBeRequired();
    // A field the form can show stays required.
    expect(screen.getByLabelText(/^Property Name/)).toBeRequired();

    await user.type(screen.getByLabelText(/^Property Name/), ' East');
    await user.click(screen.getByRole('button', { name: 'Update Land' }));
    expect(await screen.findByText('Land Details Updated Successfully.', {}, SLOW)).toBeInTheDocument();

    const body = backend.sent[0]!.body as Record<string, Record<string, unknown>>;
    expect(body.financialInfo!.sellingPrice).toBe('On request');
    expect(body.physicalCharacteristics!.totalArea).toBe('about 2 acres');
    expect(body.generalInfo!.propertyName).toBe(`${land.generalInfo.propertyName} East`);
  });
});
