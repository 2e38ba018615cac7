import { LayersIcon } from '@/components/listingIcons';
import { CheckIcon } from '@/components/actionIcons';
import type { BrochureListing } from '@/components/brochure/BrochureSheet';
import type { Fact } from '@/components/FactTile';
import { BROCHURE_LIST_ITEMS, BROCHURE_PHOTOS, QR_NAME_BYTES } from '@/config/brochure';
import { paths } from '@/config/paths';
import { cutToBytes } from '@/lib/pathPart';
import { buildingLocation, countIn, enteredIn, statusIn } from '@/features/buildings/components/format';
import { buildingPage } from '@/features/buildings/buildingPage';
import { summaryTiles } from '@/features/buildings/components/summaryFacts';
import type { Building } from '@/features/buildings/schema';
import { buildingQueries } from '@/features/buildings/hooks';
import { backendWord } from '@/lib/i18n/backendWords';
import { fill } from '@/lib/i18n/fill';
import { brochureScreen } from '@/app/BrochureScreen';
import { brochureClientLoader, brochureMeta } from '@/app/recordRoute';
import type { BrochureWords } from '@/app/useBrochureWords';

export const clientLoader = brochureClientLoader(buildingQueries.one, 'building');
export const meta = brochureMeta(buildingPage, 'building');

export default brochureScreen(buildingPage, 'building', buildingBrochure);

function buildingBrochure(
  building: Building,
  id: string,
  { language, brochure, page, listings, record }: BrochureWords<'building'>,
): BrochureListing {
  const { generalInfo: info, physicalCharacteristics: physical } = building;
  const { notGiven } = record.facts;
  const name = info.BuildingsName.trim() || page.untitled;
  const type = backendWord(language, info.BuildingsType, listings.building.types);
  const status = statusIn(language, info.currentStatus, page.statuses);
  const backendLang = language === 'en' ? undefined : ('en' as const);
  // A unit's type as the admin typed it (English), its bedrooms in the page's words.
  const units = building.units.slice(0, BROCHURE_LIST_ITEMS).map((unit, index) => {
    const bedrooms = countIn(language, unit.numberOfBedrooms, page.counts.bedrooms, notGiven);
    const typed = unit.unitType.trim();
    const unitName = typed ? (
      <span lang={backendLang}>{typed}</span>
    ) : (
      fill(page.details.unit, { number: index + 1 })
    );
    return bedrooms === notGiven ? (
      unitName
    ) : (
      <>
        {unitName}: {bedrooms}
      </>
    );
  });
  const amenities = building.extraInfo.amenities.filter((item) => item.trim()).slice(0, BROCHURE_LIST_ITEMS);
  const approval = enteredIn(language, info.approval);
  const parking = backendWord(language, physical.parkingFacilities, page.yesNo);
  const fact = (label: string, { text, lang }: { text: string; lang?: 'en' }, Icon: Fact['Icon']): Fact =>
    text && lang ? { label, value: text, lang, Icon } : { label, value: text || notGiven, Icon };
  const plan = building.BuildingsPlansImage.trim();
  return {
    kind: type.text ? fill(brochure.building.typed, { type: type.text }) : brochure.building.untyped,
    name,
    location: buildingLocation(building),
    badges: [
      ...(status.text
        ? [{ label: status.text, lang: status.lang, tone: 'bg-brand-100 text-brand-800' }]
        : []),
      ...(type.text ? [{ label: type.text, lang: type.lang, tone: 'bg-accent-100 text-accent-700' }] : []),
    ],
    // The building page never shows a number, as the product asks; nor does its brochure.
    price: { label: record.facts.price, value: listings.building.callForPrice },
    photos: building.BuildingsImages.filter((photo) => photo.trim()).slice(0, BROCHURE_PHOTOS),
    facts: [
      ...summaryTiles(building, language, {
        tiles: page.tiles,
        counts: page.counts,
        statuses: page.statuses,
        types: listings.building.types,
        notGiven,
      }),
      fact(page.details.facts.approval, approval, CheckIcon),
      fact(page.details.facts.parking, parking, LayersIcon),
    ],
    summary: building.propertyDescription.join(' ').trim() || undefined,
    lists: [
      ...(units.length ? [{ title: brochure.building.units, items: units }] : []),
      ...(amenities.length ? [{ title: brochure.amenities, items: amenities, lang: backendLang }] : []),
    ],
    plan: plan ? { src: plan, alt: fill(brochure.building.plan, { name }) } : undefined,
    pagePath: buildingPage.pathOf(building, id),
    qrPath: paths.building(cutToBytes(info.BuildingsName.trim(), QR_NAME_BYTES).trim(), building._id || id),
  };
}
