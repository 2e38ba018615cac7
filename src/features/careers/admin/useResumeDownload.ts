import { useCallback, useEffect, useRef, useState } from 'react';
import { signedTypeOf } from '@/lib/fileSignature';
import { notify } from '@/lib/notify';
import { fetchBlob, saveBlob } from '@/lib/saveFile';
import { RESUME_DOWNLOAD_FAILED, RESUME_NOT_A_DOCUMENT } from '@/features/careers/messages';
import { resumeFileName } from './resume';

export function useResumeDownload() {
  const [pending, setPending] = useState(false);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const download = useCallback(async (url: string, applicant: string) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setPending(true);
    try {
      const blob = await fetchBlob(url, { signal: controller.signal });
      // Only a PDF, JPEG or PNG is saved, named by its bytes: an .html or .exe never lands on the office's disk.
      const type = await signedTypeOf(blob);
      if (controller.signal.aborted) return;
      if (!type) throw new Error(RESUME_NOT_A_DOCUMENT);
      saveBlob(new Blob([blob], { type: type.mimeType }), resumeFileName(applicant, type.extension));
    } catch (error) {
      if (controller.signal.aborted) return;
      console.warn('The resume could not be downloaded', error);
      notify.error(`${RESUME_DOWNLOAD_FAILED} ${error instanceof Error ? error.message : ''}`.trim());
    } finally {
      if (running.current === controller) {
        running.current = null;
        setPending(false);
      }
    }
  }, []);

  return { pending, download };
}
