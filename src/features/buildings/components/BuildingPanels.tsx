import { CheckIcon } from '@/components/actionIcons';
import { MapPinIcon } from '@/components/icons';
import { AddressMap } from '@/components/MapEmbed';
import { RECORD_PHOTO } from '@/components/imageSlots';
import { SafeImage } from '@/components/SafeImage';
import { capitalise } from '@/lib/text';
import type { Building, Unit } from '@/features/buildings/schema';
import { countOf, NOT_GIVEN, yesNo } from './format';

function Facts({ items }: { items: [label: string, value: string][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4 border-b border-ink/10 pb-2">
          <dt className="text-sm text-ink-muted">{label}</dt>
          <dd className="text-right text-sm font-semibold text-ink">{value || NOT_GIVEN}</dd>
        </div>
      ))}
    </dl>
  );
}

function unitFacts(unit: Unit): string {
  return [
    countOf(unit.numberOfBedrooms, 'Bedroom', 'Bedrooms'),
    countOf(unit.numberOfBathrooms, 'Bathroom', 'Bathrooms'),
    countOf(unit.numberOfKitchens, 'Kitchen', 'Kitchens'),
  ]
    .filter((part) => part !== NOT_GIVEN)
    .join(' · ');
}

export function DetailsPanel({ building }: { building: Building }) {
  const { generalInfo: info, physicalCharacteristics: physical, extraInfo } = building;
  return (
    <div className="space-y-8">
      {building.propertyDescription.length ? (
        <div className="space-y-3 leading-relaxed text-ink-soft">
          {building.propertyDescription.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      ) : (
        <p className="text-ink-muted">A full description of this property will be added soon.</p>
      )}

      <div>
        <h3 className="mb-3 text-lg font-semibold">Key Facts</h3>
        <Facts
          items={[
            ['Developer', info.developerName],
            ['Approval', info.approval],
            ['Furnishing', capitalise(extraInfo.furnishings)],
            ['Parking', yesNo(physical.parkingFacilities)],
            ['Towers', physical.numberOfTowers ? String(physical.numberOfTowers) : ''],
            ['Total Floors', physical.totalFloors ? String(physical.totalFloors) : ''],
          ]}
        />
      </div>

      {building.units.length ? (
        <div>
          <h3 className="mb-3 text-lg font-semibold">Unit Types</h3>
          <ul className="grid gap-3 sm:grid-cols-2">
            {building.units.map((unit, index) => (
              <li key={`${unit.unitType}-${index}`} className="rounded-xl border border-ink/10 bg-white p-4">
                <p className="font-semibold text-ink">{unit.unitType || `Unit ${index + 1}`}</p>
                {unitFacts(unit) ? <p className="mt-1 text-sm text-ink-soft">{unitFacts(unit)}</p> : null}
                <p className="mt-1 text-sm text-ink-muted">
                  Balcony: {yesNo(unit.balcony)} · Terrace: {yesNo(unit.terrace)}
                </p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {extraInfo.amenities.length ? (
        <div>
          <h3 className="mb-3 text-lg font-semibold">Amenities</h3>
          <ul className="flex flex-wrap gap-2">
            {extraInfo.amenities.map((amenity, index) => (
              <li
                key={`${amenity}-${index}`}
                className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-800"
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
  const name = building.generalInfo.BuildingsName || 'Building';
  if (!building.BuildingsPlansImage.trim()) {
    return <p className="text-ink-muted">The plan of this property will be added soon.</p>;
  }
  return (
    <figure className="overflow-hidden rounded-2xl bg-white p-3 shadow-card">
      <SafeImage
        src={building.BuildingsPlansImage}
        alt={`${name} floor plan`}
        width={1000}
        height={700}
        slot={RECORD_PHOTO}
        className="h-auto w-full rounded-lg bg-transparent! object-contain"
      />
    </figure>
  );
}

export function LocationPanel({ building, shown = true }: { building: Building; shown?: boolean }) {
  const { address, city, state, zipCode, country } = building.locationDetails;
  const benefits = building.generalInfo.locationBenifits.filter((benefit) => benefit.name.trim());
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <div>
        <h3 className="mb-3 text-lg font-semibold">Address</h3>
        <address className="flex gap-2 leading-relaxed text-ink-soft not-italic">
          <MapPinIcon className="mt-1 h-5 w-5 shrink-0 text-accent-500" />
          <span>
            {[address, city].filter(Boolean).join(', ') || NOT_GIVEN}
            <br />
            {[state, zipCode].filter(Boolean).join(' ')}
            {country ? `, ${country}` : ''}
          </span>
        </address>
      </div>
      <div>
        <h3 className="mb-3 text-lg font-semibold">Nearby</h3>
        {benefits.length ? (
          <ul className="divide-y divide-ink/10 rounded-xl bg-white shadow-card">
            {benefits.map((benefit, index) => (
              <li key={`${benefit.name}-${index}`} className="flex justify-between gap-4 px-4 py-3 text-sm">
                <span className="text-ink-soft">{benefit.name}</span>
                <span className="font-semibold text-ink">{benefit.value || NOT_GIVEN}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-ink-muted">Nearby places will be added soon.</p>
        )}
      </div>
      <div className="md:col-span-2">
        <h3 className="mb-3 text-lg font-semibold">On The Map</h3>
        <AddressMap
          name={building.generalInfo.BuildingsName.trim() || 'this property'}
          location={building.locationDetails}
          shown={shown}
        />
      </div>
    </div>
  );
}
