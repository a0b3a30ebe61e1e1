// subset-font ships no types: the part of its API scripts/assets/subset-fonts.mjs uses.
declare module 'subset-font' {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: {
      targetFormat?: 'woff2' | 'woff' | 'truetype';
      variationAxes?: Record<string, { min: number; max: number }>;
    },
  ): Promise<Uint8Array>;
}
