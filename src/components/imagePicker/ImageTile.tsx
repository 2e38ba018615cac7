import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import type { CSSProperties, Ref } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '@/components/icons';
import { StarIcon } from '@/components/listingIcons';
import { fixedSlot } from '../imageSlots';
import { SafeImage } from '../SafeImage';
import {
  ACTION_NAMES,
  markOf,
  ORDER_ACTIONS,
  sentSizeText,
  targetOf,
  type OrderAction,
  type SentSize,
} from './order';

const TILE = fixedSlot(128);

const ACTION_ICONS = { left: ChevronLeftIcon, main: StarIcon, right: ChevronRightIcon } as const;

export interface TileOrdering {
  count: number;
  onMove: (action: OrderAction) => void;
  registerButton: (action: OrderAction, button: HTMLButtonElement | null) => void;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  style: CSSProperties;
  dragging: boolean;
}

export interface ImageTileProps {
  url: string;
  index: number;
  label: string;
  disabled: boolean;
  onRemove: () => void;
  size?: SentSize;
  ordering?: TileOrdering;
  tileRef?: Ref<HTMLDivElement>;
  handleRef?: Ref<HTMLButtonElement>;
}

export function ImageTile({
  url,
  index,
  label,
  disabled,
  onRemove,
  size,
  ordering,
  tileRef,
  handleRef,
}: ImageTileProps) {
  const name = `${label.toLowerCase()} ${index + 1}`;
  const mark = ordering ? markOf(index) : null;
  return (
    <div
      ref={tileRef}
      style={ordering?.style}
      className={`relative w-32 ${ordering?.dragging ? 'z-10' : ''}`}
    >
      <figure
        className={`relative h-24 w-32 overflow-hidden rounded-lg ring-1 ring-ink/10 ${
          ordering?.dragging ? 'shadow-lift ring-2 ring-brand-500' : ''
        }`}
      >
        <SafeImage
          src={url}
          alt={`${label} ${index + 1}`}
          width={128}
          height={96}
          slot={TILE}
          className="h-full w-full"
        />
        {ordering ? (
          // pan-y keeps a phone's page scrolling under a sliding thumb (touch users have the buttons).
          <button
            type="button"
            ref={handleRef}
            {...ordering.attributes}
            {...ordering.listeners}
            disabled={disabled}
            aria-label={`Drag to reorder: ${name}`}
            className="absolute inset-0 cursor-grab touch-pan-y focus-visible:outline-offset-[-4px] active:cursor-grabbing disabled:cursor-default"
          />
        ) : null}
        {mark ? (
          <span className="pointer-events-none absolute bottom-1 left-1 rounded bg-ink px-1.5 py-0.5 text-xs font-semibold text-white">
            {mark}
          </span>
        ) : null}
        <button
          type="button"
          onClick={onRemove}
          disabled={disabled}
          aria-label={`Remove ${name}`}
          className="absolute top-1 right-1 rounded-full bg-white/90 p-1 text-ink shadow-card hover:bg-white hover:text-danger disabled:opacity-50"
        >
          <CloseIcon className="h-4 w-4" />
        </button>
      </figure>
      {ordering ? (
        <div className="mt-1 flex items-center justify-between">
          {ORDER_ACTIONS.map((action) => {
            const Icon = ACTION_ICONS[action];
            return (
              <button
                key={action}
                type="button"
                ref={(button) => ordering.registerButton(action, button)}
                onClick={() => ordering.onMove(action)}
                disabled={disabled || targetOf(action, index, ordering.count) === null}
                aria-label={`${ACTION_NAMES[action]}: ${name}`}
                title={ACTION_NAMES[action]}
                className="inline-flex h-8 w-8 items-center justify-center rounded-md bg-white text-ink-soft ring-1 ring-ink/10 hover:bg-sand-dark hover:text-ink disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-white"
              >
                <Icon className="h-4 w-4" />
              </button>
            );
          })}
        </div>
      ) : null}
      {size ? <p className="mt-1 text-xs leading-snug text-ink-muted">{sentSizeText(size)}</p> : null}
    </div>
  );
}
