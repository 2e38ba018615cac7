import { http, HttpResponse } from 'msw';
import { db } from '../db';
import { latency } from '../latency';
import { api } from './common';

export const galleryHandlers = [
  http.get(api('/gallery/get-all-images'), async () => {
    await latency();
    return HttpResponse.json(db.gallery);
  }),
];
