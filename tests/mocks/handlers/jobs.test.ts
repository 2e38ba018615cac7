import { describe, expect, it } from 'vitest';
import type { JobApplication, JobApplicationInput } from '@/features/careers/schema';
import { seedApplications } from '@/mocks/seed/applications';
import { call, demoAdminToken as signIn } from '@tests/test-utils/demoClient';
import { serveDemoBackend } from '@tests/test-utils/server';

serveDemoBackend();

const input: JobApplicationInput = {
  name: 'Rashmi Panda',
  email: 'rashmi.panda@example.com',
  phone: '9437098765',
  jobLetter: '',
  resume: 'http://localhost/demo-uploads/abc.pdf',
  jobData: { role: 'Telecaller', type: 'Full-Time' },
};

describe('job applications', () => {
  it('accepts an application without signing in and lists it first for the admin', async () => {
    const created = await call<{ message: string; data: JobApplication }>('POST', '/jobs/create-job-apply', {
      body: input,
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toMatch(/\w{3,}/);
    expect(created.body.data).toMatchObject(input);

    const { status, body } = await call<{ data: JobApplication[] }>('GET', '/jobs/get-all-applications', {
      token: await signIn(),
    });
    expect(status).toBe(200);
    expect(body.data).toHaveLength(seedApplications.length + 1);
    expect(body.data[0]).toMatchObject({ ...input, _id: created.body.data._id });
    expect(Number.isNaN(Date.parse(body.data[0]!.createdAt))).toBe(false);
    const times = body.data.map((application) => Date.parse(application.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('answers 400 with a message when a required field is missing', async () => {
    for (const field of ['name', 'email', 'phone', 'resume'] as const) {
      const answer = await call<{ message: string }>('POST', '/jobs/create-job-apply', {
        body: { ...input, [field]: '' },
      });
      expect(answer.status, field).toBe(400);
      expect(answer.body.message).toMatch(/\w{3,}/);
    }
  });
});
