/**
 * Property-based: a land whose texts hold any script, emoji, combining marks, astral letters and
 * control characters opens in the edit form with those texts, and Update Land sends them back as
 * they were (trimmed at either end, as the form saves every text).
 */
import { screen } from '@testing-library/react';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Land } from '@/features/lands/schema';
import { landsBackend } from '@tests/test-utils/backend';
import { land } from '@tests/test-utils/fixtures';
import { awkwardText } from '@tests/test-utils/fuzzText';
import { renderApp, signIn } from '@tests/test-utils/render';

const SLOW = { timeout: 5000 };

/** What a one-line text box can hold of a text: HTML strips its line breaks. */
const oneLine = (text: string) => text.replace(/[\r\n]/g, '');

/** A text the form can save: the required fields need a character that is not white space. */
const savable = awkwardText.filter((text) => text.trim() !== '');

beforeEach(async () => {
  await signIn();
});

describe('Edit land: anything typed', () => {
  it('opens with the stored texts and saves them back unchanged', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(savable, savable, savable, async (name, address, city) => {
        const stored: Land = {
          ...structuredClone(land),
          generalInfo: { ...land.generalInfo, propertyName: name },
          locationDetails: { ...land.locationDetails, address, city },
        };
        const backend = landsBackend([stored]);
        const { user, unmount } = renderApp(`/edit-land-details/${stored._id}`);
        const nameBox = await screen.findByLabelText(/^Property Name/, {}, SLOW);
        expect(nameBox).toHaveValue(oneLine(name));
        expect(screen.getByLabelText(/^Address/)).toHaveValue(oneLine(address));
        expect(screen.getByLabelText(/^City/)).toHaveValue(oneLine(city));

        await user.click(screen.getByRole('button', { name: 'Update Land' }));
        await screen.findByText('Land Details Updated Successfully.', {}, SLOW);
        const sent = backend.sent[0]!.body as Land;
        expect(sent.generalInfo.propertyName).toBe(name.trim());
        expect(sent.locationDetails.address).toBe(address.trim());
        expect(sent.locationDetails.city).toBe(city.trim());
        unmount();
      }),
      // A failing run waits out its 5 s finds: shrinking would outlast the test's time, so the first counterexample stands.
      { numRuns: 25, endOnFailure: true },
    );
  });
});
