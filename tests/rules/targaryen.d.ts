/** The part of targaryen 3 (no published types) that the rules tests use. */
declare module 'targaryen' {
  export interface Result {
    allowed: boolean;
    /** How each rule on the way evaluated; shown when an expectation fails. */
    info: string;
  }

  export interface Database {
    as(auth: object | null): Database;
    read(path: string): Result;
    write(path: string, value: unknown): Result;
    update(path: string, patch: Record<string, unknown>): Result;
  }

  export function database(rules: object, data?: unknown, now?: number | null): Database;
}
