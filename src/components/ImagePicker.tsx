import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { PICKABLE_IMAGE_TYPES } from '@/config/constants';
import type { UploadPreset } from '@/config/env';
import { PhotoRefused, scalePhotoForUpload, shouldScalePhoto } from '@/lib/scalePhoto';
import { refusalReason, uploadFiles } from '@/lib/upload';
import { FullScreenSpinner } from './FullScreenSpinner';
import { PlusIcon } from '@/components/actionIcons';
import { ImageTile } from './imagePicker/ImageTile';
import {
  FOCUS_ORDER,
  itemIds,
  moveAnnouncement,
  moveItem,
  targetOf,
  type OrderAction,
  type SentSize,
} from './imagePicker/order';
import { SortableImage } from './imagePicker/SortableImage';

export interface ImagePickerProps {
  label: string;
  preset: UploadPreset;
  value: string[];
  onChange: (urls: string[]) => void;
  single?: boolean;
  hint?: string;
  error?: string;
  disabled?: boolean;
  onUploadingChange?: (uploading: boolean) => void;
}

export const UPLOAD_CANCELLED = 'The upload was cancelled. Choose the images again to retry.';

/** A plain click stays a click. */
const DRAG_START_PX = 6;

const DRAG_INSTRUCTIONS = {
  draggable:
    'To move this image, press Space or Enter, then the arrow keys, then Space or Enter to drop it, or Escape to cancel. The Move left, Make main and Move right buttons move it too.',
};

interface Scaled {
  /** What goes up, and the file each was made from (the same place in both). */
  sending: File[];
  originals: File[];
  /** Why each photo left out was: its metadata could not be taken out. */
  refused: string[];
}

/** One after another: decoding several camera photos at once can exhaust a phone. */
async function scaleAll(files: readonly File[], signal: AbortSignal): Promise<Scaled> {
  const scaled: Scaled = { sending: [], originals: [], refused: [] };
  for (const file of files) {
    try {
      scaled.sending.push(await scalePhotoForUpload(file, signal));
      scaled.originals.push(file);
    } catch (error) {
      if (!(error instanceof PhotoRefused)) throw error;
      scaled.refused.push(error.message);
    }
  }
  return scaled;
}

export function ImagePicker({
  label,
  preset,
  value,
  onChange,
  single = false,
  hint,
  error,
  disabled,
  onUploadingChange,
}: ImagePickerProps) {
  const inputId = useId();
  const [progress, setProgress] = useState<number[] | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  // An upload that ends after other edits appends to what is there now.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  const [sizes, setSizes] = useState<ReadonlyMap<string, SentSize>>(() => new Map());
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  const uploading = progress !== null;
  useEffect(() => onUploadingChange?.(uploading), [uploading, onUploadingChange]);

  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  const cancel = useCallback(() => running.current?.abort(), []);

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (chosen.length === 0) return;
    // A photo to be scaled is held to the size limit once scaled (upload.ts checks again). The type
    // is checked here too: a drop or the dialog's 'All files' ignores `accept`.
    const refusal = (file: File) => (shouldScalePhoto(file) ? null : refusalReason(file, 'image'));
    const reasons = chosen.map(refusal);
    const refused = reasons.filter((reason): reason is string => !!reason);
    const files = chosen.filter((_, i) => !reasons[i]).slice(0, single ? 1 : undefined);
    setProblems(refused);
    if (files.length === 0) return;

    setProgress(files.map(() => 0));
    const controller = new AbortController();
    running.current = controller;
    const { sending, originals, refused: notCleaned } = await scaleAll(files, controller.signal);
    const leftOut = [...refused, ...notCleaned];
    if (notCleaned.length) setProgress(sending.map(() => 0));
    const results =
      controller.signal.aborted || sending.length === 0
        ? []
        : await uploadFiles(sending, {
            preset,
            kind: 'image',
            signal: controller.signal,
            onProgress: (index, percent) =>
              setProgress((current) => current?.map((value, i) => (i === index ? percent : value)) ?? null),
          });
    if (running.current === controller) running.current = null;
    setProgress(null);
    const urls = results.flatMap((result) => (result.ok ? [result.url] : []));
    const failures = results.flatMap((result) => (result.ok ? [] : [result.error]));
    if (controller.signal.aborted) {
      setProblems([...leftOut, UPLOAD_CANCELLED]);
    } else if (failures.length) {
      console.warn('Image upload failed:', failures);
      setProblems([...leftOut, ...failures]);
    } else if (notCleaned.length) {
      setProblems(leftOut);
    }
    if (urls.length) {
      // results[i] is the upload of sending[i], made from originals[i]: the original's size is its.
      setSizes((current) => {
        const next = new Map(current);
        results.forEach((result, i) => {
          const original = originals[i];
          if (result.ok && original)
            next.set(result.url, { sent: result.file.size, original: original.size });
        });
        return next;
      });
      onChange(single ? urls.slice(0, 1) : [...latest.current, ...urls]);
    }
  };

  const remove = (index: number) => onChange(value.filter((_, i) => i !== index));

  const ids = useMemo(() => itemIds(value), [value]);
  const buttons = useRef(new Map<string, Partial<Record<OrderAction, HTMLButtonElement | null>>>());
  const registerButton = useCallback((id: string, action: OrderAction, button: HTMLButtonElement | null) => {
    const own = buttons.current.get(id) ?? {};
    own[action] = button;
    buttons.current.set(id, own);
  }, []);
  const pendingFocus = useRef<{ index: number; action: OrderAction } | null>(null);
  useEffect(() => {
    const pending = pendingFocus.current;
    pendingFocus.current = null;
    const id = pending ? ids[pending.index] : undefined;
    if (!pending || !id) return;
    const own = buttons.current.get(id);
    const target = FOCUS_ORDER[pending.action].map((action) => own?.[action]).find((b) => b && !b.disabled);
    target?.focus();
  }, [ids]);

  const move = (from: number, to: number, focus?: OrderAction) => {
    if (from === to || from < 0 || to < 0 || from >= value.length || to >= value.length) return;
    pendingFocus.current = focus ? { index: to, action: focus } : null;
    onChange(moveItem(value, from, to));
    setAnnouncement((current) => ({ text: moveAnnouncement(from, to), count: current.count + 1 }));
  };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_START_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  // dnd-kit's own live region follows the drag; the result is said in ours, as for the buttons.
  const place = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up image ${place(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `Image ${place(active.id)} is over place ${place(over.id)}.` : undefined,
    onDragEnd: () => undefined,
    onDragCancel: ({ active }) => `Image ${place(active.id)} was not moved.`,
  };
  const locked = !!disabled || uploading;
  const overall = progress?.length
    ? Math.round(progress.reduce((sum, p) => sum + p, 0) / progress.length)
    : 0;

  return (
    <div>
      <span className="label" id={`${inputId}-label`}>
        {label}
      </span>
      <div className="flex flex-wrap items-start gap-3">
        {single ? (
          value.map((url, index) => (
            <ImageTile
              key={`${url}-${index}`}
              url={url}
              index={index}
              label={label}
              disabled={locked}
              onRemove={() => remove(index)}
              size={sizes.get(url)}
            />
          ))
        ) : (
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{ announcements, screenReaderInstructions: DRAG_INSTRUCTIONS }}
          >
            <SortableContext items={ids} strategy={rectSortingStrategy}>
              {value.map((url, index) => {
                const id = ids[index] ?? url;
                return (
                  <SortableImage
                    key={id}
                    id={id}
                    url={url}
                    index={index}
                    count={value.length}
                    label={label}
                    disabled={locked}
                    onRemove={() => remove(index)}
                    size={sizes.get(url)}
                    onMove={(action) => move(index, targetOf(action, index, value.length) ?? index, action)}
                    registerButton={(action, button) => registerButton(id, action, button)}
                  />
                );
              })}
            </SortableContext>
          </DndContext>
        )}
        <label
          htmlFor={inputId}
          className={`flex h-24 w-32 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-ink/20 text-sm text-ink-muted hover:border-brand-400 hover:text-brand-700 ${
            locked ? 'pointer-events-none opacity-50' : ''
          }`}
        >
          <PlusIcon className="h-6 w-6" />
          {single && value.length ? 'Replace' : 'Add images'}
        </label>
        <input
          id={inputId}
          type="file"
          accept={PICKABLE_IMAGE_TYPES.join(',')}
          multiple={!single}
          disabled={locked}
          onChange={(event) => void onFiles(event)}
          aria-labelledby={`${inputId}-label`}
          aria-describedby={hint ? `${inputId}-hint` : undefined}
          className="sr-only"
        />
      </div>
      {hint ? (
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? <p className="field-error">{error}</p> : null}
      {problems.length ? (
        <ul role="alert" className="mt-2 space-y-1 text-sm text-danger">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {single ? null : (
        <div aria-live="polite" aria-atomic="true" className="sr-only">
          {announcement.text}
          {/* A changing invisible tail, so the same sentence twice is said twice. */}
          {announcement.count % 2 ? '\u00a0' : ''}
        </div>
      )}
      {uploading ? <FullScreenSpinner label={`Uploading images... ${overall}%`} onCancel={cancel} /> : null}
    </div>
  );
}
