import { ARTIST } from '@/content/artist';
import type { DatedExhibition } from '@/domain/exhibitions';

/** The site's home page, absolute (head-tags.ts's absoluteUrl, without importing it back). */
const HOME_URL = new URL('/', ARTIST.siteUrl).href;

/**
 * One event as schema.org's ExhibitionEvent: its dates, its place with its address, the artist
 * as performer, and an offer-free description (https://schema.org/ExhibitionEvent).
 */
export function exhibitionEventJsonLd(event: DatedExhibition): Record<string, unknown> {
  const item: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'ExhibitionEvent',
    name: event.title,
    startDate: event.start,
    endDate: event.end ?? event.start,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.place,
      address: { '@type': 'PostalAddress', addressLocality: event.town, addressCountry: 'FR' },
    },
    performer: { '@type': 'Person', name: ARTIST.name, url: HOME_URL },
    organizer: { '@type': 'Person', name: ARTIST.name, url: HOME_URL },
    url: event.link ?? HOME_URL,
    inLanguage: 'fr',
  };
  if (event.text) item.description = event.text;
  return item;
}
