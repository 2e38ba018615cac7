import type { ReactNode } from 'react';
import { directionsUrl, findPlace, fullAddress, osmEmbedUrl, type PostalAddress } from '@/lib/places';
import { LOAD_AHEAD_PX, useNearViewport } from '@/lib/useNearViewport';
import { MapPinIcon } from '@/components/icons';
import { fill } from '@/lib/i18n/fill';
import { useBackendLang, useMessages } from '@/lib/i18n/useMessages';

export interface MapEmbedProps {
  title: string;
  /** An OpenStreetMap embed: the CSP frames only that host. */
  src: string;
  shown?: boolean;
  children: ReactNode;
}

export function MapEmbed({ title, src, shown = true, children }: MapEmbedProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>(LOAD_AHEAD_PX, shown);
  return (
    <figure className="overflow-hidden rounded-2xl bg-sand-dark shadow-card">
      <div ref={ref} className="h-72">
        {near ? (
          <iframe
            title={title}
            src={src}
            loading="lazy"
            width={600}
            height={320}
            referrerPolicy="no-referrer"
            className="block h-72 w-full border-0"
          />
        ) : (
          <div className="flex h-full items-center justify-center text-ink-muted">
            <MapPinIcon className="h-10 w-10 opacity-40" />
          </div>
        )}
      </div>
      <figcaption className="flex flex-wrap items-center justify-between gap-3 bg-white px-4 py-3 text-sm">
        {children}
      </figcaption>
    </figure>
  );
}

export interface AddressMapProps {
  /** The listing's name, or the page's words for one without a name. */
  name: string;
  location: PostalAddress;
  shown?: boolean;
}

/**
 * The area around a listing on a map, centred on the place its address names, and the way there in
 * a new tab; the place's name is the backend's English.
 */
export function AddressMap({ name, location, shown }: AddressMapProps) {
  const { map: words, share } = useMessages('record');
  const lang = useBackendLang();
  const place = findPlace(location.address, location.city);
  const destination = fullAddress(location) || `${place.name}, Odisha, India`;
  return (
    <MapEmbed title={fill(words.title, { name })} src={osmEmbedUrl(place)} shown={shown}>
      <span className="text-ink-muted">
        {words.approximate} {lang ? <span lang={lang}>{place.name}</span> : place.name}
      </span>
      <a
        href={directionsUrl(destination)}
        target="_blank"
        rel="noopener noreferrer"
        className="btn-outline min-h-11 bg-white"
      >
        <MapPinIcon className="h-4 w-4" />
        {words.directions} <span className="sr-only">{share.newTab}</span>
      </a>
    </MapEmbed>
  );
}
