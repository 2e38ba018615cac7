import type { BrochureListing } from '@/components/brochure/BrochureSheet';
import { BROCHURE_LIST_ITEMS, BROCHURE_PHOTOS } from '@/config/brochure';
import { projectWords } from '@/features/projects/components/format';
import { projectFacts } from '@/features/projects/components/projectFactList';
import { STATUS_STYLES } from '@/features/projects/components/statusStyles';
import { projectPage } from '@/features/projects/projectPage';
import type { Project } from '@/features/projects/schema';
import { publicStatus } from '@/features/projects/values';
import { projectQueries } from '@/features/projects/hooks';
import { fill } from '@/lib/i18n/fill';
import { brochureScreen } from '@/app/BrochureScreen';
import { brochureClientLoader, brochureMeta } from '@/app/recordRoute';
import type { BrochureWords } from '@/app/useBrochureWords';

export const clientLoader = brochureClientLoader(projectQueries.one, 'project');
export const meta = brochureMeta(projectPage, 'project');

export default brochureScreen(projectPage, 'project', projectBrochure);

function projectBrochure(
  project: Project,
  id: string,
  { language, brochure, page, listings, record }: BrochureWords<'project'>,
): BrochureListing {
  const shown = projectWords(project, language, listings.project);
  const { status, type } = shown;
  // The badge's colour is the stored status's, whatever the language says it in.
  const tone =
    STATUS_STYLES[publicStatus(project.projectStatus).trim().toLowerCase()] ?? 'bg-brand-100 text-brand-800';
  const amenities = project.amenities.filter((item) => item.trim()).slice(0, BROCHURE_LIST_ITEMS);
  const labels = {
    status: record.facts.status,
    type: page.facts.type,
    year: page.facts.year,
    parking: page.facts.parking,
    location: record.facts.location,
    priceType: page.facts.priceType,
  };
  return {
    kind: type.text ? fill(brochure.project.typed, { type: type.text }) : brochure.project.untyped,
    name: project.projectName.trim() || listings.project.untitled,
    location: project.location.trim(),
    badges: [
      ...(status.text ? [{ label: status.text, lang: status.lang, tone }] : []),
      ...(type.text ? [{ label: type.text, lang: type.lang, tone: 'bg-accent-100 text-accent-700' }] : []),
    ],
    price: { label: record.facts.price, value: shown.price.text },
    photos: project.images.filter((photo) => photo.trim()).slice(0, BROCHURE_PHOTOS),
    // The place is under the name, and the price type beside it, already.
    facts: projectFacts(project, { labels, notGiven: record.facts.notGiven }, shown).filter(
      (fact) => fact.label !== labels.location && fact.label !== labels.priceType,
    ),
    summary: project.description.trim() || undefined,
    lists: amenities.length
      ? [{ title: brochure.amenities, items: amenities, lang: language === 'en' ? undefined : 'en' }]
      : [],
    pagePath: projectPage.pathOf(project, id),
    // A project's address names it by a slug of at most 80 letters: short enough.
    qrPath: projectPage.pathOf(project, id),
  };
}
