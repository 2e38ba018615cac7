import { useState } from 'react';
import { DownloadIcon } from '../../../components/icons';
import { Modal } from '../../../components/Modal';
import type { JobApplication } from '../schema';
import { resumeFileName, resumeKind, resumeUrl } from './resume';
import { useViewableUrl } from './useViewableUrl';

/**
 * A job application's resume: an image shown inline, a PDF in the browser's own viewer, with
 * Download and Close (Escape closes too).
 */
export function ResumePreview({
  application,
  onClose,
}: {
  application: JobApplication | null;
  onClose: () => void;
}) {
  const name = application?.name || 'the applicant';
  const url = application ? resumeUrl(application.resume) : undefined;
  const kind = url ? resumeKind(url) : 'other';
  const title = `Resume of ${name}`;
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const viewable = useViewableUrl(url);

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
            ) : kind === 'pdf' && !viewable ? (
              <p role="status" className="p-8 text-center text-ink-soft">
                Loading the resume...
              </p>
            ) : kind === 'pdf' ? (
              <iframe src={viewable} title={title} className="h-[55vh] w-full bg-white" />
            ) : kind === 'image' && brokenUrl === url ? (
              <p className="p-8 text-center text-ink-soft">
                The resume image could not be loaded. Try the download instead.
              </p>
            ) : kind === 'image' ? (
              <img
                src={url}
                alt={title}
                onError={() => setBrokenUrl(url)}
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
            {url ? (
              <a
                href={viewable ?? url}
                download={resumeFileName(name, url)}
                target="_blank"
                rel="noopener noreferrer"
                className="btn-primary"
              >
                <DownloadIcon className="h-4 w-4" />
                Download
              </a>
            ) : null}
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
