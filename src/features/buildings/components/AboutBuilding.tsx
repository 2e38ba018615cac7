import type { Building } from '@/features/buildings/schema';
import { DetailsPanel, LocationPanel, PlanPanel } from './BuildingPanels';
import { Tabs } from './Tabs';

/** 'About This Property': the building's details, plan and locations, a tab each. */
export function AboutBuilding({ building }: { building: Building }) {
  return (
    <section aria-labelledby="property-information" className="rounded-2xl bg-white p-5 shadow-card sm:p-8">
      <h2 id="property-information" className="text-2xl">
        About This Property
      </h2>
      <div className="mt-4">
        <Tabs
          label="Property information"
          tabs={[
            {
              key: 'details',
              label: 'Property Details',
              content: <DetailsPanel building={building} />,
            },
            { key: 'plan', label: 'Property Plan', content: <PlanPanel building={building} /> },
            {
              key: 'locations',
              label: 'Locations',
              content: (shown) => <LocationPanel building={building} shown={shown} />,
            },
          ]}
        />
      </div>
    </section>
  );
}
