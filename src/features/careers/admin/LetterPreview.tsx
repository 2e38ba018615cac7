import { useDisclosure } from '@/components/useDisclosure';
import { truncateText } from './resume';

const LETTER_PREVIEW_CHARS = 60;

export function LetterPreview({ letter }: { letter: string }) {
  const { open, panelId, toggle } = useDisclosure();
  const { text, cut } = truncateText(letter, LETTER_PREVIEW_CHARS);
  if (!text) return <span className="text-ink-muted">No letter</span>;
  if (!cut) return <p className="max-w-xs">{text}</p>;
  return (
    <div className="max-w-xs">
      <p id={panelId}>{open ? letter.trim() : text}</p>
      <button type="button" className="mt-1 text-xs font-semibold text-brand-700 hover:underline" {...toggle}>
        {open ? 'Show less' : 'Read more'}
      </button>
    </div>
  );
}
