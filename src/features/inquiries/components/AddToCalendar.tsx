import { useState } from 'react';
import { CalendarIcon } from '@/components/listingIcons';
import { calendarFile, CALENDAR_FILE_TYPE } from '@/lib/calendarFile';
import { fill } from '@/lib/i18n/fill';
import { useMessages } from '@/lib/i18n/useMessages';
import { dayText } from '@/lib/officeClock';
import { downloadFileName, saveBlob } from '@/lib/saveFile';
import type { SiteVisit } from '@/features/inquiries/schema';
import { newVisitEventIds, siteVisitEvent, slotInSentence } from '@/features/inquiries/siteVisit';

export interface VisitListing {
  name: string;
  address: string;
  pageUrl: string;
}

/** After a visit was asked for: the day and slot, and an .ics file of it for the buyer's calendar. */
export function AddToCalendar({ visit, listing }: { visit: SiteVisit; listing: VisitListing }) {
  const { months } = useMessages('forms');
  const { calendar, visit: slotWords } = useMessages('inquiry');
  // One id for this request: adding it twice updates the calendar's event rather than doubling it.
  const [ids] = useState(() => newVisitEventIds(listing.pageUrl));
  const save = () => {
    const file = calendarFile(siteVisitEvent(visit, listing, ids, { event: calendar, slot: slotWords }));
    saveBlob(
      new Blob([file], { type: CALENDAR_FILE_TYPE }),
      downloadFileName(
        fill(calendar.fileName, { name: listing.name, date: visit.date }),
        'visit.ics',
        '',
        'site-visit',
      ),
    );
  };
  const when = fill(calendar.when, {
    day: dayText(visit.date, months),
    slot: slotInSentence(visit.slot, slotWords),
  });
  const [before = '', after = ''] = calendar.asked.split('{when}');
  return (
    <div className="rounded-lg border border-ink/10 bg-sand px-3 py-3 text-sm text-ink-soft">
      <p>
        {before}
        <strong className="font-semibold text-ink">{when}</strong>
        {after}
      </p>
      <button type="button" className="btn-outline mt-3 w-full bg-white py-3" onClick={save}>
        <CalendarIcon className="h-5 w-5" />
        {calendar.add}
      </button>
    </div>
  );
}
