import { http, HttpResponse } from 'msw';
import { jobApplicationSchema } from '@/features/careers/schema';
import { commit, db, newId } from '@/mocks/db';
import { latency } from '@/mocks/latency';
import { byNewest } from '@/lib/byNewest';
import { INVALID_BODY, api, errorAnswer, readJson, requireAdmin } from './common';

const APPLICATION_REQUIRED = 'Name, email, phone and resume are required';

export const jobHandlers = [
  // Public: job seekers apply without signing in.
  http.post(api('/jobs/create-job-apply'), async ({ request }) => {
    await latency();
    const body = await readJson(request);
    if (!body) return errorAnswer(400, INVALID_BODY);
    const application = jobApplicationSchema.parse({
      ...body,
      _id: newId(),
      createdAt: new Date().toISOString(),
    });
    const { name, email, phone, resume } = application;
    if (![name, email, phone, resume].every((field) => field.trim() !== '')) {
      return errorAnswer(400, APPLICATION_REQUIRED);
    }
    db.applications.push(application);
    await commit();
    return HttpResponse.json(
      { message: 'Application submitted successfully', data: application },
      { status: 201 },
    );
  }),

  http.get(api('/jobs/get-all-applications'), async ({ request }) => {
    await latency();
    const denied = requireAdmin(request);
    if (denied) return denied;
    return HttpResponse.json({
      data: [...db.applications].sort(byNewest((application) => Date.parse(application.createdAt))),
    });
  }),
];
