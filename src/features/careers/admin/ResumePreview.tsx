import { useState } from 'react';
import { DownloadIcon } from '@/components/actionIcons';
import { Modal } from '@/components/Modal';
import { filesUrl } from '@/lib/filesUrl';
import type { JobApplication } from '@/features/careers/schema';
import { resumeKind, resumeUrl } from './resume';
import { useResumeDownload } from './useResumeDownload';
import { useViewableUrl } from './useViewableUrl';

export const RESUME_NOT_HOSTED =
  "This file is not on the site's file host, so it is not shown here. Open the link only if you trust where it leads:";

// Only a file on the image host's origins is framed, shown or downloaded: the application endpoint is public.
export function ResumePreview({
  application,
  onClose,
}: {
  application: JobApplication | null;
  onClose: () => void;
}) {
  const name = application?.name || 'the applicant';
  const url = application ? resumeUrl(application.resume) : undefined;
  const hosted = filesUrl(url);
  const kind = hosted ? resumeKind(hosted) : 'other';
  const title = `Resume of ${name}`;
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const viewable = useViewableUrl(hosted);
  const { pending, download } = useResumeDownload();

  return (
    <Modal open={application !== null} onClose={onClose} title={title} size="xl" closeLabel="Close preview">
      {application ? (
        <div className="space-y-4">
          <p className="text-sm text-ink-soft">
            {application.jobData.role || 'Role not given'}
            {application.jobData.type ? ` · ${application.jobData.type}` : ''}
          </p>
          <div className="overflow-hidden rounded-xl bg-sand-dark ring-1 ring-ink/10">
            {!url ? (
              <p className="p-8 text-center text-ink-soft">This application has no resume file.</p>
            ) : !hosted ? (
              <div className="space-y-2 p-6 text-sm">
                <p className="font-medium text-accent-700">{RESUME_NOT_HOSTED}</p>
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="block break-all text-brand-700 underline"
                >
                  {url}
                </a>
              </div>
            ) : kind === 'pdf' && !viewable ? (
              <p role="status" className="p-8 text-center text-ink-soft">
                Loading the resume...
              </p>
            ) : kind === 'pdf' ? (
              <iframe src={viewable} title={title} className="h-[55vh] w-full bg-white" />
            ) : kind === 'image' && brokenUrl === hosted ? (
              <p className="p-8 text-center text-ink-soft">
                The resume image could not be loaded. Try the download instead.
              </p>
            ) : kind === 'image' ? (
              <img
                src={hosted}
                alt={title}
                onError={() => setBrokenUrl(hosted)}
                className="mx-auto max-h-[55vh] w-auto object-contain"
              />
            ) : (
              <p className="p-8 text-center text-ink-soft">
                This file cannot be previewed here. Download it to open it.
              </p>
            )}
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" className="btn-ghost" onClick={onClose}>
              Close
            </button>
            {hosted ? (
              <button
                type="button"
                className="btn-primary"
                disabled={pending}
                onClick={() => void download(hosted, name)}
              >
                <DownloadIcon className="h-4 w-4" />
                {pending ? 'Downloading...' : 'Download'}
              </button>
            ) : null}
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
