import { useState } from 'react';
import { ARTIST } from '@/content/artist';
import { EXHIBITIONS_TITLE } from '@/content/section-titles';
import { agendaAt, exhibitionLabel, frenchDates, type DatedExhibition, type Exhibition } from '@/domain/exhibitions';
import { calendarIcs, eventFileName } from '@/domain/ical';

export const UPCOMING_TITLE = 'Prochainement';
export const ADD_TO_CALENDAR = 'Ajouter à mon agenda';

/**
 * "Ajouter à mon agenda": the event as an .ics file made here, in the browser, from the data
 * the page shows. Made on the click rather than published as a file: an event the painter just
 * added in the studio has its file at once, before any publication (docs/agenda-and-feeds.md).
 */
function downloadEvent(event: DatedExhibition) {
  const ics = calendarIcs([event], { name: ARTIST.name, siteUrl: ARTIST.siteUrl, now: new Date() });
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = eventFileName(event);
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; the address is freed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function UpcomingEvent({ event }: { event: DatedExhibition }) {
  const where = [event.place, event.town].filter((part) => part.trim() !== '').join(', ');
  return (
    <li className="rounded-lg border border-paper/20 p-5 text-left">
      <h4 className="text-xl font-semibold">{event.title}</h4>
      <p className="mt-1 text-paper/90">
        <time dateTime={event.start}>{frenchDates(event)}</time>
        {where && <span> · {where}</span>}
      </p>
      {event.text && <p className="mt-2 text-paper/80">{event.text}</p>}
      <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        <button
          type="button"
          onClick={() => downloadEvent(event)}
          className="underline underline-offset-4 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          {ADD_TO_CALENDAR}
          <span className="sr-only"> : {event.title}</span>
        </button>
        {event.link && (
          <a
            href={event.link}
            rel="noopener"
            className="underline underline-offset-4 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            En savoir plus<span className="sr-only"> sur {event.title}</span>
          </a>
        )}
      </p>
    </li>
  );
}

/**
 * What is coming ("Prochainement", nearest first) above the spec's slash-separated list, which
 * holds the entries without dates and the events that are over. "Now" is the day the page is
 * drawn: the prerendered page says what was coming at its publication, the browser what is
 * coming today.
 */
export function Exhibitions({ exhibitions }: { exhibitions: readonly Exhibition[] }) {
  const [now] = useState(() => new Date());
  const { upcoming, past } = agendaAt(exhibitions, now);
  return (
    <section aria-labelledby="expositions" className="bg-ink text-paper">
      <div className="mx-auto max-w-4xl px-6 py-section text-center">
        <h2 id="expositions" className="mb-8 text-4xl">
          {EXHIBITIONS_TITLE}
        </h2>
        {upcoming.length > 0 && (
          <section aria-labelledby="prochainement" className="mb-10">
            <h3 id="prochainement" className="mb-4 text-2xl">
              {UPCOMING_TITLE}
            </h3>
            <ul className="grid gap-4">
              {upcoming.map((event, i) => (
                <UpcomingEvent key={`${event.start}-${i}`} event={event} />
              ))}
            </ul>
          </section>
        )}
        <p className="text-lg leading-loose text-paper/90">{past.map(exhibitionLabel).join(' / ')}</p>
      </div>
    </section>
  );
}
