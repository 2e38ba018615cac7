import { FactTile } from '@/components/FactTile';
import { AddressMap } from '@/components/MapEmbed';
import type { Land } from '@/features/lands/schema';
import { useLanguage, useMessages } from '@/lib/i18n/useMessages';
import { landFacts } from './landFactGroups';

/** A land's facts in their groups, in the page's language; the backend's own values marked English. */
export function LandFacts({ land }: { land: Land }) {
  const words = useMessages('land');
  const record = useMessages('record');
  const listings = useMessages('listings');
  const language = useLanguage();
  const groups = landFacts(
    land,
    { facts: words.facts, shared: record.facts, listings: listings.land },
    language,
  );
  return (
    <div className="space-y-10">
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`land-facts-${group.key}`}>
          <h3 id={`land-facts-${group.key}`} className="text-xl font-semibold">
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
                name={land.generalInfo.propertyName.trim() || words.map.untitled}
                location={land.locationDetails}
              />
            </div>
          ) : null}
        </section>
      ))}
    </div>
  );
}
