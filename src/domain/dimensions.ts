/** A work's physical size, as its "dimensions" text gives it. */
export interface PhysicalSize {
  width: number;
  height: number;
  /** UN/CEFACT code of the unit, as schema.org's QuantitativeValue wants it. */
  unitCode: 'MMT' | 'CMT' | 'MTR';
}

const UNIT_CODES = { mm: 'MMT', cm: 'CMT', m: 'MTR' } as const;
const TWO_SIDES = /^\s*(\d+(?:[.,]\d+)?)\s*[x×*]\s*(\d+(?:[.,]\d+)?)\s*(mm|cm|m)\s*$/i;

/**
 * Width and height from texts such as "30 x 40 cm" or "50×65 cm", or null for anything else
 * ("25 cm de haut", ""). Which number is the height is not settled by the text (painters write
 * either): the picture's proportions decide when known, else the text is read as width ×
 * height.
 */
export function parseDimensions(
  text: string | null | undefined,
  picture?: { width?: number; height?: number },
): PhysicalSize | null {
  const match = TWO_SIDES.exec(text ?? '');
  if (!match) return null;
  const [first, second] = [match[1]!, match[2]!].map((n) => Number(n.replace(',', '.'))) as [number, number];
  if (!(first > 0 && second > 0)) return null;
  const unitCode = UNIT_CODES[match[3]!.toLowerCase() as keyof typeof UNIT_CODES];
  const portrait = picture?.width && picture.height ? picture.height > picture.width : undefined;
  const swap = portrait !== undefined && portrait !== second > first && first !== second;
  return swap ? { width: second, height: first, unitCode } : { width: first, height: second, unitCode };
}
