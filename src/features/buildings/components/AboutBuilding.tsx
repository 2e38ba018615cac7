import { DetailPanel } from '@/components/DetailPanel';
import type { Building } from '@/features/buildings/schema';
import { useMessages } from '@/lib/i18n/useMessages';
import { DetailsPanel, LocationPanel, PlanPanel } from './BuildingPanels';
import { Tabs } from './Tabs';

/** 'About This Property': the building's details, plan and locations, a tab each. */
export function AboutBuilding({ building }: { building: Building }) {
  const { about: words } = useMessages('building');
  return (
    <DetailPanel headingId="property-information" title={words.title}>
      <div className="mt-4">
        <Tabs
          label={words.tabs}
          tabs={[
            {
              key: 'details',
              label: words.details,
              content: <DetailsPanel building={building} />,
            },
            { key: 'plan', label: words.plan, content: <PlanPanel building={building} /> },
            {
              key: 'locations',
              label: words.locations,
              content: (shown) => <LocationPanel building={building} shown={shown} />,
            },
          ]}
        />
      </div>
    </DetailPanel>
  );
}
