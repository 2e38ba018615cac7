import { http, type RequestHandler } from 'msw';
import { adminHandlers } from './handlers/admin';
import { blogHandlers } from './handlers/blogs';
import { buildingHandlers } from './handlers/buildings';
import { api, errorAnswer } from './handlers/common';
import { emailHandlers } from './handlers/email';
import { galleryHandlers } from './handlers/gallery';
import { jobHandlers } from './handlers/jobs';
import { landHandlers } from './handlers/lands';
import { projectHandlers } from './handlers/projects';
import { uploadHandlers } from './handlers/uploads';

export const handlers: RequestHandler[] = [
  ...adminHandlers,
  ...buildingHandlers,
  ...landHandlers,
  ...galleryHandlers,
  ...jobHandlers,
  ...blogHandlers,
  ...projectHandlers,
  ...uploadHandlers,
  ...emailHandlers,
  // Any other backend path is a 404, as on the real server, rather than the dev server's index.html.
  http.all(api('/*'), () => errorAnswer(404, 'Not found')),
];
