/**
 * The positions and the form's English are written twice: as the backend and the back office
 * know them (jobs.ts, messages.ts, the request's reasons) and in the `careers` catalogue the
 * English page reads. Both must say the same.
 */
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_REQUIRED_MESSAGE,
  checkApplication,
} from '@/features/careers/components/applicationFormSchema';
import { jobs, positionsIn, postingsIn } from '@/features/careers/jobs';
import { APPLICATION_NOT_SENT, APPLICATION_UNCONFIRMED, SEND_AGAIN } from '@/features/careers/messages';
import { FALLBACK_ERROR, NETWORK_ERROR, TIMEOUT_ERROR } from '@/lib/errors';
import en from '@/lib/i18n/messages/en/careers';
import orJson from '@/lib/i18n/messages/or/careers.json';
import orFormsJson from '@/lib/i18n/messages/or/forms.json';
import { personErrorWords } from '@/lib/validators';
import { translation } from '@tests/test-utils/translation';

const or = translation<'careers'>(orJson);
const orForms = translation<'forms'>(orFormsJson);

describe("the careers catalogue's English", () => {
  it('names and describes each position as it is stored', () => {
    expect(postingsIn(en)).toEqual(jobs);
    expect(positionsIn(en).map(({ role, location, type }) => ({ role, location, type }))).toEqual(
      jobs.map(({ role, location, type }) => ({ role, location, type })),
    );
  });

  it("says the form's alerts as the back office's texts do", () => {
    expect(en.errors.required).toBe(APPLICATION_REQUIRED_MESSAGE);
    expect(en.errors.notSent.replace('{reason}', '').trimEnd()).toBe(APPLICATION_NOT_SENT);
    expect(en.errors.unconfirmed).toBe(APPLICATION_UNCONFIRMED);
    expect(en.form.sendAgain).toBe(SEND_AGAIN);
    expect([en.errors.network, en.errors.timeout, en.errors.fallback]).toEqual([
      NETWORK_ERROR,
      TIMEOUT_ERROR,
      FALLBACK_ERROR,
    ]);
    const wrong = { name: 'Priya', email: 'priya@', phone: '9437011111', jobLetter: '' };
    expect(checkApplication(wrong, new File(['%PDF'], 'cv.pdf'))).toMatchObject({
      alert: en.errors.correctFields,
    });
  });
});

describe('the positions in another language', () => {
  it('show their words and keep what is stored', () => {
    const positions = positionsIn(or);
    expect(positions.map(({ job }) => job)).toEqual(jobs);
    expect(positions[3]).toMatchObject({
      role: or.jobs.telecaller.role,
      type: or.fullTime,
      location: or.location,
    });
    // Search engines get the page's words, and the place and kind they can read.
    expect(postingsIn(or)[3]).toEqual({
      ...jobs[3],
      role: or.jobs.telecaller.role,
      job_desc: or.jobs.telecaller.description,
    });
  });

  it("check an application with the page's words", () => {
    const words = {
      required: or.errors.required,
      correctFields: or.errors.correctFields,
      person: personErrorWords(orForms.errors),
    };
    const good = { name: 'Priya', email: 'priya@example.com', phone: '9437011111', jobLetter: '' };
    expect(checkApplication(good, null, words)).toEqual({ ok: false, alert: or.errors.required, fields: {} });
    expect(checkApplication({ ...good, email: 'priya@' }, new File(['%PDF'], 'cv.pdf'), words)).toEqual({
      ok: false,
      alert: or.errors.correctFields,
      fields: { email: orForms.errors.emailInvalid },
    });
  });
});
