/**
 * What a photo's file name proposes for its draft: a title and a numéro, or nothing when the
 * name is a camera's or a phone's ("IMG_2041.jpg", "PXL_20240512_102231123.jpg"). A painter who
 * names her files "Brume sur la Seine 27.jpg" gets "Brume sur la Seine 27" and the numéro 27.
 */
export interface ProposedFields {
  title: string;
  subtitle: string;
}

const NOTHING: ProposedFields = { title: '', subtitle: '' };

/**
 * The words cameras, phones, scanners and messaging apps start their names with, when digits
 * follow ("IMG_2041", "DSC01234", "P1010123", "IMG-20240512-WA0003", "WhatsApp Image 2024-05-12
 * at 10.22.31", "Capture d'écran 2024-05-12 à 10.22.31"). Matched once underscores and dashes
 * are spaces.
 */
const CAMERA_PREFIX =
  /^(?:img|image|dsc[nf]?|pxl|mvimg|pict?|photo|dji|gopr|gp|sam|wp|p|cimg|imag|hpim|scan|screenshot|capture d.?[ée]cran|whatsapp image|signal)(?=\s?e?\d)/iu;

/** What follows such a prefix that is no title: counters, dates, times, an app's marks. */
const NOISE_TOKEN = /^(?:[\d.:,h()]+(?:mp|portrait|burst)?|e\d+|wa\d+|at|à|a|am|pm|mp|gallery|edited|modifié)$/iu;

/** Names that say nothing of the work ("image.png" is what a pasted image is often called). */
const GENERIC_NAME = /^(?:image|photo|img|scan|sans titre|untitled|capture|screenshot)$/iu;

/** A copy's suffix that browsers and systems add: "(1)", " copie", " copy 2". */
const COPY_SUFFIX = /\s*(?:\(\d+\)|\s(?:copie|copy)(?:\s\d+)?)$/iu;

/** The longest numéro proposed: a longer run of digits is a date or a counter, not a numéro. */
const MAX_NUMERO_DIGITS = 6;

export function proposeFieldsFromFileName(fileName: string): ProposedFields {
  // macOS gives file names in decomposed form ("E" + combining accent): compose them.
  let name = fileName.normalize('NFC').trim();
  // The extension, whichever: the photo rules have already said whether the file is a photo.
  name = name.replace(/\.[a-z0-9]{1,5}$/iu, '');
  name = name.replace(/[_-]+/gu, ' ').replace(/\s+/gu, ' ').trim();
  while (COPY_SUFFIX.test(name)) name = name.replace(COPY_SUFFIX, '').trim();
  if (CAMERA_PREFIX.test(name)) {
    const tokens = name.replace(CAMERA_PREFIX, '').trim().split(' ');
    while (tokens.length > 0 && NOISE_TOKEN.test(tokens[0]!)) tokens.shift();
    name = tokens.join(' ');
  }
  // A name of digits alone ("20240512 102231", a scanner's "0001") is no title either.
  if (!/\p{L}{2,}/u.test(name) || GENERIC_NAME.test(name)) return NOTHING;
  const title = name.charAt(0).toLocaleUpperCase('fr-FR') + name.slice(1);
  const digits = /(?:^|\D)(\d+)$/u.exec(title)?.[1];
  const subtitle = digits && digits.length <= MAX_NUMERO_DIGITS ? String(Number(digits)) : '';
  return { title, subtitle };
}
