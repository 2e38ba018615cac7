import { afterEach, describe, expect, it } from 'vitest';
import { config } from 'zod/mini';
import { buildingFormSchema, emptyBuildingForm } from '@/features/buildings/admin/buildingFormSchema';
import { addLandSchema, emptyLandForm } from '@/features/lands/admin/landFormSchema';
import { blogFormSchema, emptyBlogForm } from '@/features/blogs/admin/blogFormSchema';
import { emptyProjectForm, projectFormSchema } from '@/features/projects/admin/projectFormSchema';
import { buildingSchema } from '@/features/buildings/schema';
import { obj, text } from '@/lib/parse';

/**
 * zod 4 builds object parsers with `new Function` (and probes for it), which a strict CSP
 * (`script-src 'self'`) reports as a violation. The app turns that off before any schema exists.
 */
const RealFunction = globalThis.Function;
let constructed = 0;

function watchFunction() {
  constructed = 0;
  globalThis.Function = new Proxy(RealFunction, {
    construct(target, args) {
      constructed += 1;
      return Reflect.construct(target, args) as object;
    },
    apply(target, self, args) {
      constructed += 1;
      return Reflect.apply(target, self, args) as unknown;
    },
  });
}

afterEach(() => {
  globalThis.Function = RealFunction;
});

describe("zod's eval probe", () => {
  it('is switched off once the parsers or the admin form schemas are loaded', () => {
    expect(config().jitless).toBe(true);
  });

  it('never builds code with new Function while parsing answers or admin forms', () => {
    watchFunction();
    buildingFormSchema('add').safeParse(emptyBuildingForm());
    buildingFormSchema('edit').parse(emptyBuildingForm());
    addLandSchema.safeParse(emptyLandForm());
    projectFormSchema.safeParse(emptyProjectForm());
    blogFormSchema.safeParse(emptyBlogForm());
    buildingSchema.parse({ generalInfo: { BuildingsName: 'A' } });
    obj({ a: text }).parse({ a: 'x' });
    expect(constructed).toBe(0);
  });
});
