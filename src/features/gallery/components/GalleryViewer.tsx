import { useEffect, useRef } from 'react';
import { Modal } from '@/components/Modal';
import { WIDE_DIALOG_PHOTO } from '@/components/imageSlots';
import { SafeImage } from '@/components/SafeImage';
import { DownloadIcon } from '@/components/actionIcons';
import { useDownloadImage } from '@/features/gallery/hooks';
import type { GalleryImage } from '@/features/gallery/schema';
import { useBackendLang, useMessages } from '@/lib/i18n/useMessages';

export function GalleryViewer({ image, onClose }: { image: GalleryImage; onClose: () => void }) {
  const words = useMessages('gallery');
  const backendLang = useBackendLang();
  const download = useDownloadImage();
  // Closing the viewer cancels a download still under way: nothing is saved after it closed.
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  const name = image.name || words.untitled;
  return (
    <Modal open onClose={onClose} title={name} size="xl" closeLabel={words.close}>
      <SafeImage
        src={image.img_url}
        alt={name}
        lang={image.name ? backendLang : undefined}
        width={1200}
        height={900}
        slot={WIDE_DIALOG_PHOTO}
        priority
        className="mx-auto max-h-[calc(80vh-10rem)] w-full rounded-xl bg-sand-dark object-contain!"
      />
      <div className="mt-4 flex justify-end">
        <button
          type="button"
          className="btn-primary"
          disabled={download.isPending}
          onClick={() => {
            const controller = new AbortController();
            running.current = controller;
            download.mutate({ image, signal: controller.signal });
          }}
        >
          <DownloadIcon className="h-4 w-4" />
          {download.isPending ? words.downloading : words.download}
        </button>
      </div>
    </Modal>
  );
}
