/** What a caption shows: the title with its digits taken out ("Arbre en hiver 12" → "Arbre en hiver"). */
export function titleWithoutDigits(title: string): string {
  return title.replace(/\d+/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * The work's number carried by a text: its last run of digits ("Série 2 n°14" → 14),
 * or null when the text has none. The caption and the sort orders both use it.
 */
export function trailingNumber(text: string): number | null {
  const runs = text.match(/\d+/g);
  if (!runs) return null;
  return Number(runs[runs.length - 1]);
}

/**
 * A work's title as its viewer and its page show it: without digits, as the captions, or whole
 * when it has nothing else ("2021").
 */
export function displayTitle(title: string): string {
  return titleWithoutDigits(title) || title.trim();
}

/** A work named for a page title or a link preview: "Arbre en hiver (n° 12)". */
export function workLabel(artwork: { title: string; subtitle: string }): string {
  const title = displayTitle(artwork.title);
  return artwork.subtitle ? `${title} (n° ${artwork.subtitle})` : title;
}
