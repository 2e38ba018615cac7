import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { fill } from '@/lib/i18n/fill';
import { useMessages } from '@/lib/i18n/useMessages';
import { useHydrated } from '@/lib/useHydrated';
import { usePageAddress } from '@/lib/usePageAddress';
import { MailIcon } from '@/components/icons';
import { emailShareUrl, isShareCancelled, whatsappShareUrl } from './shareLinks';
import { LinkIcon, ShareIcon, WhatsAppIcon } from './shareIcons';
import { useCopyLink } from './useCopyLink';

export interface ShareButtonProps {
  title: string;
  text?: string;
  className?: string;
  /** The button's text: 'Share' in the page's language, or what it shares ('Share comparison'). */
  label?: string;
}

/** The menu's w-56 in pixels: keep the two in step. */
const MENU_WIDTH_PX = 224;
const EDGE_PX = 8;

const itemClass =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium text-ink hover:bg-sand focus-visible:bg-sand focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent-500';

export function ShareButton({ title, text, className = '', label }: ShareButtonProps) {
  const { share: words } = useMessages('record');
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const [openLeft, setOpenLeft] = useState(false);
  // Known only in the browser (false in the HTML rendered at build time, so hydration agrees).
  const hasShareSheet = useHydrated() && typeof navigator.share === 'function';
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const sharing = useRef(false);
  const copy = useCopyLink();
  const { url: here } = usePageAddress();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const openMenu = (here: string) => {
    const left = buttonRef.current?.getBoundingClientRect().left ?? 0;
    setOpenLeft(left + MENU_WIDTH_PX > window.innerWidth - EDGE_PX);
    setUrl(here);
    setOpen(true);
  };

  const onShare = async () => {
    if (open) {
      close(false);
      return;
    }
    if (typeof navigator.share === 'function') {
      // A second tap while the sheet is up would be refused by the browser.
      if (sharing.current) return;
      sharing.current = true;
      try {
        await navigator.share({ title, text, url: here });
        return;
      } catch (error) {
        if (isShareCancelled(error)) return;
        // The sheet refused (no permission, nothing to share to): the menu still works.
      } finally {
        sharing.current = false;
      }
    }
    openMenu(here);
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const last = all.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: index >= last ? 0 : index + 1,
      ArrowUp: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      // From the button, the browser's own Tab then moves on past the menu, as from a menu button.
      close(true);
    } else if (moves[event.key] !== undefined) {
      event.preventDefault();
      all[moves[event.key]!]?.focus();
    }
  };

  const announcement = copy.state === 'idle' ? '' : copy.label;
  return (
    <div ref={rootRef} className={`relative inline-block ${className}`}>
      <button
        ref={buttonRef}
        type="button"
        className="btn-outline min-h-11 bg-white"
        aria-haspopup={hasShareSheet ? undefined : 'menu'}
        aria-expanded={hasShareSheet ? undefined : open}
        aria-controls={open ? menuId : undefined}
        onClick={() => void onShare()}
      >
        <ShareIcon className="h-4 w-4" />
        {label ?? words.button}
      </button>
      {open ? (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={fill(words.menu, { title })}
          onKeyDown={onMenuKeyDown}
          className={`absolute top-full z-40 mt-2 w-56 rounded-xl bg-white p-1.5 shadow-lift ring-1 ring-ink/10 ${
            openLeft ? 'right-0' : 'left-0'
          }`}
        >
          <li role="none">
            <a
              role="menuitem"
              tabIndex={-1}
              href={whatsappShareUrl(title, url)}
              target="_blank"
              rel="noopener noreferrer"
              className={itemClass}
              onClick={() => close(true)}
            >
              <WhatsAppIcon className="h-5 w-5 text-[#1f9d55]" />
              WhatsApp <span className="sr-only">{words.newTab}</span>
            </a>
          </li>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={itemClass}
              onClick={() => void copy.copy(url)}
            >
              <LinkIcon className="h-5 w-5 text-brand-700" />
              {copy.label}
            </button>
          </li>
          <li role="none">
            <a
              role="menuitem"
              tabIndex={-1}
              href={emailShareUrl(title, url, text)}
              className={itemClass}
              onClick={() => close(true)}
            >
              <MailIcon className="h-5 w-5 text-brand-700" />
              {words.email}
            </a>
          </li>
        </ul>
      ) : null}
      <span role="status" className="sr-only">
        {announcement}
      </span>
    </div>
  );
}
