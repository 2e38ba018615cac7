import { useId } from 'react';
import { ShareIcon, LinkIcon, WhatsAppIcon } from '@/components/share/shareIcons';
import { useCopyLink } from '@/components/share/useCopyLink';
import { whatsappShareUrl } from '@/components/share/shareLinks';
import { useDisclosure } from '@/components/useDisclosure';
import { shortlistMessage } from '@/features/shortlist/shareMessage';
import { useMessages } from '@/lib/i18n/useMessages';

export interface ShareShortlistProps {
  /** The whole address that opens this list (`/shortlist?ids=...`), with the site's origin. */
  address: string;
  listings: readonly { name: string; place: string }[];
}

/**
 * 'Share shortlist': the list's address to copy, or a WhatsApp message naming each listing. Its
 * panel goes last in a wrapping row, below the row's buttons.
 */
export function ShareShortlist({ address, listings }: ShareShortlistProps) {
  const words = useMessages('shortlist').share;
  const { open, panelId, toggle } = useDisclosure();
  const fieldId = useId();
  const copy = useCopyLink();
  return (
    <>
      <button type="button" className="btn-outline min-h-11 bg-white" {...toggle}>
        <ShareIcon className="h-4 w-4" />
        {words.button}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="order-last w-full rounded-2xl bg-white p-4 shadow-card sm:p-5"
      >
        <label htmlFor={fieldId} className="label">
          {words.addressLabel}
        </label>
        <input
          id={fieldId}
          readOnly
          value={address}
          className="input font-mono text-sm"
          onFocus={(event) => event.currentTarget.select()}
        />
        <p className="mt-2 text-sm text-ink-muted">{words.addressNote}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" className="btn-primary min-h-11" onClick={() => void copy.copy(address)}>
            <LinkIcon className="h-4 w-4" />
            {copy.label}
          </button>
          <a
            href={whatsappShareUrl(shortlistMessage(listings, words), address)}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-outline min-h-11 bg-white"
          >
            <WhatsAppIcon className="h-4 w-4 text-[#1f9d55]" />
            WhatsApp <span className="sr-only">{words.newTab}</span>
          </a>
        </div>
        <span role="status" className="sr-only">
          {copy.state === 'idle' ? '' : copy.label}
        </span>
      </div>
    </>
  );
}
