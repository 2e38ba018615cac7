import { CheckIcon } from '@/components/actionIcons';
import { MapPinIcon } from '@/components/icons';
import { AddressMap } from '@/components/MapEmbed';
import { RECORD_PHOTO } from '@/components/imageSlots';
import { SafeImage } from '@/components/SafeImage';
import { backendWord } from '@/lib/i18n/backendWords';
import type { Messages } from '@/lib/i18n/catalogue';
import { fill } from '@/lib/i18n/fill';
import type { Language } from '@/lib/i18n/languages';
import { useBackendLang, useLanguage, useMessages } from '@/lib/i18n/useMessages';
import type { Building, Unit } from '@/features/buildings/schema';
import { countIn, enteredIn, type ShownValue } from './format';

/** A value the backend gave: in a span marked English on a page in another language, else as text. */
function Entered({ value }: { value: ShownValue }) {
  return value.lang ? <span lang={value.lang}>{value.text}</span> : <>{value.text}</>;
}

function Facts({ items }: { items: [label: string, value: ShownValue][] }) {
  const { notGiven } = useMessages('record').facts;
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4 border-b border-ink/10 pb-2">
          <dt className="text-sm text-ink-muted">{label}</dt>
          <dd
            className="text-right text-sm font-semibold text-ink"
            lang={value.text ? value.lang : undefined}
          >
            {value.text || notGiven}
          </dd>
        </div>
      ))}
    </dl>
  );
}

type Counts = Messages<'building'>['counts'];

function unitFacts(unit: Unit, language: Language, counts: Counts, notGiven: string): string {
  return [
    countIn(language, unit.numberOfBedrooms, counts.bedrooms, notGiven),
    countIn(language, unit.numberOfBathrooms, counts.bathrooms, notGiven),
    countIn(language, unit.numberOfKitchens, counts.kitchens, notGiven),
  ]
    .filter((part) => part !== notGiven)
    .join(' · ');
}

/** The description, key facts, unit types and amenities: what the admin typed stays as entered. */
export function DetailsPanel({ building }: { building: Building }) {
  const { details: words, counts, furnishings, yesNo } = useMessages('building');
  const { notGiven } = useMessages('record').facts;
  const language = useLanguage();
  const lang = useBackendLang();
  const { generalInfo: info, physicalCharacteristics: physical, extraInfo } = building;
  const listed = (value: string, list: Readonly<Record<string, string>>): ShownValue => {
    const shown = backendWord(language, value, list);
    return shown.text ? shown : { text: notGiven };
  };
  const counted = (value: number): ShownValue => ({ text: value ? String(value) : '' });
  return (
    <div className="space-y-8">
      {building.propertyDescription.length ? (
        <div className="space-y-3 leading-relaxed text-ink-soft" lang={lang}>
          {building.propertyDescription.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      ) : (
        <p className="text-ink-muted">{words.noDescription}</p>
      )}

      <div>
        <h3 className="mb-3 text-lg font-semibold">{words.keyFacts}</h3>
        <Facts
          items={[
            [words.facts.developer, enteredIn(language, info.developerName)],
            [words.facts.approval, enteredIn(language, info.approval)],
            [words.facts.furnishing, backendWord(language, extraInfo.furnishings, furnishings)],
            [words.facts.parking, listed(physical.parkingFacilities, yesNo)],
            [words.facts.towers, counted(physical.numberOfTowers)],
            [words.facts.floors, counted(physical.totalFloors)],
          ]}
        />
      </div>

      {building.units.length ? (
        <div>
          <h3 className="mb-3 text-lg font-semibold">{words.units}</h3>
          <ul className="grid gap-3 sm:grid-cols-2">
            {building.units.map((unit, index) => {
              const rooms = unitFacts(unit, language, counts, notGiven);
              return (
                <li
                  key={`${unit.unitType}-${index}`}
                  className="rounded-xl border border-ink/10 bg-white p-4"
                >
                  <p className="font-semibold text-ink" lang={unit.unitType ? lang : undefined}>
                    {unit.unitType || fill(words.unit, { number: index + 1 })}
                  </p>
                  {rooms ? <p className="mt-1 text-sm text-ink-soft">{rooms}</p> : null}
                  <p className="mt-1 text-sm text-ink-muted">
                    {words.balcony} <Entered value={listed(unit.balcony, yesNo)} /> · {words.terrace}{' '}
                    <Entered value={listed(unit.terrace, yesNo)} />
                  </p>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}

      {extraInfo.amenities.length ? (
        <div>
          <h3 className="mb-3 text-lg font-semibold">{words.amenities}</h3>
          <ul className="flex flex-wrap gap-2">
            {extraInfo.amenities.map((amenity, index) => (
              <li
                key={`${amenity}-${index}`}
                className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-800"
                lang={lang}
              >
                <CheckIcon className="h-4 w-4" />
                {amenity}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

export function PlanPanel({ building }: { building: Building }) {
  const { plan: words } = useMessages('building');
  const name = building.generalInfo.BuildingsName || words.untitled;
  if (!building.BuildingsPlansImage.trim()) {
    return <p className="text-ink-muted">{words.empty}</p>;
  }
  return (
    <figure className="overflow-hidden rounded-2xl bg-white p-3 shadow-card">
      <SafeImage
        src={building.BuildingsPlansImage}
        alt={fill(words.alt, { name })}
        width={1000}
        height={700}
        slot={RECORD_PHOTO}
        className="h-auto w-full rounded-lg bg-transparent! object-contain"
      />
    </figure>
  );
}

export function LocationPanel({ building, shown = true }: { building: Building; shown?: boolean }) {
  const { location: words } = useMessages('building');
  const { notGiven } = useMessages('record').facts;
  const language = useLanguage();
  const lang = useBackendLang();
  const { address, city, state, zipCode, country } = building.locationDetails;
  const benefits = building.generalInfo.locationBenifits.filter((benefit) => benefit.name.trim());
  const street = [address, city].filter(Boolean).join(', ');
  const entered = Boolean(street || state || zipCode || country);
  // An address without its street: 'N/A' in the page's language within the backend's English.
  const noStreet = lang && entered ? <span lang={language}>{notGiven}</span> : notGiven;
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <div>
        <h3 className="mb-3 text-lg font-semibold">{words.address}</h3>
        <address className="flex gap-2 leading-relaxed text-ink-soft not-italic">
          <MapPinIcon className="mt-1 h-5 w-5 shrink-0 text-accent-500" />
          <span lang={entered ? lang : undefined}>
            {street || noStreet}
            <br />
            {[state, zipCode].filter(Boolean).join(' ')}
            {country ? `, ${country}` : ''}
          </span>
        </address>
      </div>
      <div>
        <h3 className="mb-3 text-lg font-semibold">{words.nearby}</h3>
        {benefits.length ? (
          <ul className="divide-y divide-ink/10 rounded-xl bg-white shadow-card">
            {benefits.map((benefit, index) => (
              <li key={`${benefit.name}-${index}`} className="flex justify-between gap-4 px-4 py-3 text-sm">
                <span className="text-ink-soft" lang={lang}>
                  {benefit.name}
                </span>
                <span className="font-semibold text-ink" lang={benefit.value ? lang : undefined}>
                  {benefit.value || notGiven}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-ink-muted">{words.noNearby}</p>
        )}
      </div>
      <div className="md:col-span-2">
        <h3 className="mb-3 text-lg font-semibold">{words.map}</h3>
        <AddressMap
          name={building.generalInfo.BuildingsName.trim() || words.untitled}
          location={building.locationDetails}
          shown={shown}
        />
      </div>
    </div>
  );
}
