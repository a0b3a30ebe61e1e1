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
