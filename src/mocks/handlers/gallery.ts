import { http, HttpResponse } from 'msw';
import { db } from '@/mocks/db';
import { latency } from '@/mocks/latency';
import { api } from './common';

export const galleryHandlers = [
  http.get(api('/gallery/get-all-images'), async () => {
    await latency();
    return HttpResponse.json(db.gallery);
  }),
];
