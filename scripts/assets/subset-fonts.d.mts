// Type declarations for scripts/assets/subset-fonts.mjs (imported by tests/fonts.test.ts).

/** The weights the site draws, as a range of Inter's weight axis. */
export declare const INTER_WEIGHTS: { readonly min: number; readonly max: number };
/** The subsets of @fontsource-variable/inter the site keeps, cut to INTER_WEIGHTS. */
export declare const INTER_SUBSETS: readonly string[];
/** Where the cut face of one subset is committed (src/fonts/). */
export declare function interFontFile(subset: string): URL;
/** The unicode-range of the @font-face of a stylesheet whose src names `fileName`, or undefined. */
export declare function unicodeRangeOfFace(css: string, fileName: string): string | undefined;
/** The unicode-range of @fontsource-variable/inter's face for a subset. */
export declare function packageUnicodeRange(subset: string): Promise<string>;
/** Every character of a CSS unicode-range. */
export declare function charactersOf(unicodeRange: string): string;
/** The package's face for a subset, its weight axis cut to INTER_WEIGHTS, as woff2 bytes. */
export declare function subsetInter(subset: string): Promise<Uint8Array>;
/** Where Fraunces's face for the home page's title is committed (src/fonts/). */
export declare const titleFontFile: URL;
/** The artist's name as src/content/artist.ts writes it. */
export declare function artistName(): Promise<string>;
/** The unicode-range of the distinct characters of a text, in code point order. */
export declare function unicodeRangeOf(text: string): string;
/** Fraunces at 600 cut to the characters of a title, as woff2 bytes; refuses uncovered characters. */
export declare function subsetTitleFont(title: string): Promise<Uint8Array>;
