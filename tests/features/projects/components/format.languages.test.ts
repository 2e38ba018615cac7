import { describe, expect, it } from 'vitest';
import { projectSummary, projectWords } from '@/features/projects/components/format';
import enListings from '@/lib/i18n/messages/en/listings';
import enProject from '@/lib/i18n/messages/en/project';
import orListings from '@/lib/i18n/messages/or/listings.json';
import orProject from '@/lib/i18n/messages/or/project.json';
import hiListings from '@/lib/i18n/messages/hi/listings.json';
import { seedProjects } from '@/mocks/seed/projects';

const green = seedProjects[0]!; // Ongoing, Duplex, Call For Price, parking Yes
const finished = seedProjects.find((p) => p.projectStatus === 'Finished')!;

describe("a project's words in a language", () => {
  it("keeps English callers' words the English catalogue's (the English meta)", () => {
    for (const project of seedProjects) {
      expect(projectSummary(project)).toBe(projectSummary(project, enProject.summary));
      expect(projectWords(project, 'en', enListings.project)).toEqual(projectWords(project));
    }
  });

  it("writes the backend's list values in the language, and marks a value it does not know as English", () => {
    expect(projectWords(green, 'or', orListings.project)).toEqual({
      status: { text: 'ନିର୍ମାଣ ଚାଲିଛି' },
      type: { text: 'ଡୁପ୍ଲେକ୍ସ' },
      parking: { text: 'ଉପଲବ୍ଧ' },
      price: { text: 'ଦର ପାଇଁ କଲ୍ କରନ୍ତୁ' },
      place: { text: green.location, lang: 'en' },
    });
    expect(projectWords(finished, 'hi', hiListings.project).status).toEqual({ text: 'पूर्ण' });
    const odd = { ...green, projectType: 'row house', parkingFacility: 'two cars', priceType: '4500000' };
    expect(projectWords(odd, 'hi', hiListings.project)).toMatchObject({
      type: { text: 'Row house', lang: 'en' },
      parking: { text: 'Two cars', lang: 'en' },
      price: { text: 'क़ीमत के लिए कॉल करें' },
    });
  });

  it('sums a project up in Odia, its description as entered', () => {
    const shown = projectWords(green, 'or', orListings.project);
    const summary = projectSummary(green, orProject.summary, shown);
    expect(summary).toContain(`${green.projectName}: ${green.location}ରେ Kalinga Habitatsର ଏକ ଡୁପ୍ଲେକ୍ସ ପ୍ରକଳ୍ପ।`);
    expect(summary).toContain(`ନିର୍ମାଣ ଚାଲିଛି, ${green.yearOfCompletion}ସୁଦ୍ଧା ସମ୍ପୂର୍ଣ୍ଣ ହେବ।`);
    expect(summary.endsWith(green.description.trim())).toBe(true);
  });
});
