/** The part of targaryen 3 (no published types) that the rules tests use. */
declare module 'targaryen' {
  export interface Result {
    allowed: boolean;
    /** How each rule on the way evaluated; shown when an expectation fails. */
    info: string;
  }

  export interface Database {
    as(auth: object | null): Database;
    /** The same rules (parsed once) over other data. */
    with(updates: { data?: unknown }): Database;
    read(path: string): Result;
    /** `now`: the database's clock for this write (the time of the call when left out). */
    write(path: string, value: unknown, options?: { now?: number }): Result;
    update(path: string, patch: Record<string, unknown>, options?: { now?: number }): Result;
  }

  export function database(rules: object, data?: unknown, now?: number | null): Database;
}

/** targaryen's rule parser, to evaluate one clause of a rule (see key-rules.test.ts). */
declare module 'targaryen/lib/parser/index.js' {
  export interface ParsedRule {
    evaluate(state: Record<string, unknown>): boolean;
  }

  const parser: {
    parse(rule: string, wildchildren: string[], isWrite: boolean): ParsedRule;
  };
  export default parser;
}
