import { useEffect } from 'react';
import { ARTIST } from '@/content/artist';

/** The document title is the artist's name, whatever the page (SPEC section 1). */
export function DocumentTitle() {
  useEffect(() => {
    document.title = ARTIST.name;
  }, []);
  return null;
}
