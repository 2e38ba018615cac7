import { FactTile } from '@/components/FactTile';
import { AddressMap } from '@/components/MapEmbed';
import type { Land } from '@/features/lands/schema';
import { landFacts } from './landFactGroups';

export function LandFacts({ land }: { land: Land }) {
  return (
    <div className="space-y-10">
      {landFacts(land).map((group) => (
        <section key={group.title} aria-labelledby={`land-facts-${group.title}`}>
          <h3 id={`land-facts-${group.title}`} className="text-xl font-semibold">
            {group.title}
          </h3>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {group.facts.map((fact) => (
              <FactTile key={fact.label} fact={fact} />
            ))}
          </ul>
          {group.withMap ? (
            <div className="mt-6">
              <AddressMap
                name={land.generalInfo.propertyName.trim() || 'this land'}
                location={land.locationDetails}
              />
            </div>
          ) : null}
        </section>
      ))}
    </div>
  );
}
