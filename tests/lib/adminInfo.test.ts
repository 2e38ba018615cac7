import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adminInfoSchema } from '@/lib/adminInfo';
import { toAdminInfo } from '@/lib/session';

describe('the session reads adminInfo as the schema does', () => {
  it('gives the same record for any stored object', () => {
    const field = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.object(),
    );
    fc.assert(
      fc.property(
        fc.record(
          { _id: field, name: field, address: field, phoneNo: field, email: field, extra: field },
          { requiredKeys: [] },
        ),
        (stored) => {
          expect(toAdminInfo(stored)).toEqual(adminInfoSchema.parse(stored));
        },
      ),
      { numRuns: 300 },
    );
  });
});
