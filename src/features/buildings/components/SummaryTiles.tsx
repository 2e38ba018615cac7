import { FactTile } from '@/components/FactTile';
import type { Building } from '@/features/buildings/schema';
import { summaryTiles } from './summaryFacts';

export function SummaryTiles({ building }: { building: Building }) {
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3" aria-label="Summary">
      {summaryTiles(building).map((fact) => (
        <FactTile
          key={fact.label}
          fact={fact}
          className="flex flex-col items-start gap-3 p-4 sm:flex-row"
          valueClassName="text-sm sm:text-base"
        />
      ))}
    </ul>
  );
}
