import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ImageTile, type ImageTileProps, type TileOrdering } from './ImageTile';
import type { OrderAction } from './order';

export interface SortableImageProps extends Omit<ImageTileProps, 'ordering'> {
  id: string;
  count: number;
  onMove: (action: OrderAction) => void;
  registerButton: TileOrdering['registerButton'];
}

export function SortableImage({ id, count, onMove, registerButton, ...tile }: SortableImageProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled: tile.disabled, attributes: { roleDescription: 'sortable image' } });
  return (
    <ImageTile
      {...tile}
      tileRef={setNodeRef}
      handleRef={setActivatorNodeRef}
      ordering={{
        count,
        onMove,
        registerButton,
        attributes,
        listeners,
        // Translate only: scaling would stretch the picture while it passes a neighbour.
        style: { transform: CSS.Translate.toString(transform), transition },
        dragging: isDragging,
      }}
    />
  );
}
