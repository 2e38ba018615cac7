import { DetailPanel } from '@/components/DetailPanel';
import type { Building } from '@/features/buildings/schema';
import { DetailsPanel, LocationPanel, PlanPanel } from './BuildingPanels';
import { Tabs } from './Tabs';

/** 'About This Property': the building's details, plan and locations, a tab each. */
export function AboutBuilding({ building }: { building: Building }) {
  return (
    <DetailPanel headingId="property-information" title="About This Property">
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
    </DetailPanel>
  );
}
