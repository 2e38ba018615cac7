// Runs in jsdom: the calls go out as the page makes them (axios's XHR adapter, addresses relative to the page, the session in its storage).
import { describe, expect, it } from 'vitest';
import { applyForJob, getAllApplications } from '@/features/careers/api';
import { errorMessage } from '@/lib/errors';
import { describeCalls } from '@tests/test-utils/calls';
import { capture, EMPTY_ANSWERS, failureOf, json } from '@tests/test-utils/capture';
import { application, applicationInput, emptyApplication } from '@tests/test-utils/fixtures';

const APPLY = '/real-estate/jobs/create-job-apply';
const ALL = '/real-estate/jobs/get-all-applications';

describeCalls('careers', [
  {
    name: 'applyForJob',
    method: 'POST',
    path: '/jobs/create-job-apply',
    payload: {
      name: 'Priya Sahoo',
      email: 'priya@example.com',
      phone: '9437011111',
      jobLetter: 'I would like to join.',
      resume: 'https://images.example.com/priya-cv.pdf',
      jobData: { role: 'Sales Executive', type: 'Full Time' },
    },
    call: () => applyForJob(applicationInput),
  },
  { name: 'getAllApplications', method: 'GET', path: '/jobs/get-all-applications', call: getAllApplications },
]);

describe('applyForJob', () => {
  it('sends an empty jobLetter when the letter is left out', async () => {
    const endpoint = capture(APPLY);
    await applyForJob({ ...applicationInput, jobLetter: '' });
    expect(endpoint.last.json).toMatchObject({ jobLetter: '', resume: applicationInput.resume });
  });

  it.each(EMPTY_ANSWERS)('accepts %s as success', async (_label, reply) => {
    capture(APPLY, reply);
    await expect(applyForJob(applicationInput)).resolves.toBeUndefined();
  });

  it('reports the server message on failure', async () => {
    capture(APPLY, json({ message: 'You have already applied' }, 409));
    expect(errorMessage(await failureOf(applyForJob(applicationInput)))).toBe('You have already applied');
  });
});

describe('getAllApplications answers', () => {
  it.each([
    ['a bare array', [application]],
    ['an array in data', { data: [application] }],
    ['an array in applications', { applications: [application] }],
    ['an array in jobs', { jobs: [application] }],
  ])('reads %s', async (_label, answer) => {
    capture(ALL, json(answer));
    await expect(getAllApplications()).resolves.toEqual([application]);
  });

  it.each(EMPTY_ANSWERS)('answers an empty list for %s', async (_label, reply) => {
    capture(ALL, reply);
    await expect(getAllApplications()).resolves.toEqual([]);
  });

  it('keeps good records around malformed ones', async () => {
    capture(
      ALL,
      json([
        application,
        7,
        { name: 'No details', phone: 9437022222, jobData: 'Sales', resume: null },
        null,
        application,
      ]),
    );
    expect(await getAllApplications()).toEqual([
      application,
      { ...emptyApplication, name: 'No details', phone: '9437022222' },
      application,
    ]);
  });

  it('reports the server message on failure', async () => {
    capture(ALL, json({ message: 'Not authorised' }, 403));
    expect(errorMessage(await failureOf(getAllApplications()))).toBe('Not authorised');
  });
});
