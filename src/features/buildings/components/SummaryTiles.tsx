import { FactTile } from '@/components/FactTile';
import { useLanguage, useMessages } from '@/lib/i18n/useMessages';
import type { Building } from '@/features/buildings/schema';
import { summaryTiles } from './summaryFacts';

export function SummaryTiles({ building }: { building: Building }) {
  const words = useMessages('building');
  const listings = useMessages('listings');
  const { facts } = useMessages('record');
  const language = useLanguage();
  const tiles = summaryTiles(building, language, {
    tiles: words.tiles,
    counts: words.counts,
    statuses: words.statuses,
    types: listings.building.types,
    notGiven: facts.notGiven,
  });
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3" aria-label={words.tiles.label}>
      {tiles.map((fact) => (
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
