/**
 * What the offline rules tests share: a table of expected outcomes (who may read or write what),
 * each checked by targaryen against the rules, and the labels a set of rules breaks, which the
 * weakened copies of the rules must make non-empty.
 */
import { database, type Database } from 'targaryen';

export type Rules = { rules: Record<string, unknown> };

export type Actor = object | null;

export interface Expectation {
  label: string;
  actor: Actor;
  allowed: boolean;
  op: 'read' | 'write' | 'update';
  path: string;
  value?: unknown;
}

export const can = (
  label: string,
  actor: Actor,
  op: Expectation['op'],
  path: string,
  value?: unknown,
): Expectation => ({
  label,
  actor,
  op,
  path,
  value,
  allowed: true,
});

export const cannot = (
  label: string,
  actor: Actor,
  op: Expectation['op'],
  path: string,
  value?: unknown,
): Expectation => ({ label, actor, op, path, value, allowed: false });

/**
 * The database of these rules holding `data`, made once: targaryen parses every rule when it
 * makes one (a tenth of a second or more), and each write evaluates at its own time (`now`).
 */
const databases = new WeakMap<Rules, Map<unknown, Database>>();

export function databaseOf(rules: Rules, data: unknown): Database {
  let byData = databases.get(rules);
  if (!byData) databases.set(rules, (byData = new Map()));
  let db = byData.get(data);
  if (!db) byData.set(data, (db = database(rules, data)));
  return db;
}

/** What the rules say of one expectation, on the database holding `data`. */
export function attempt(rules: Rules, data: unknown, e: Expectation): { allowed: boolean; info: string } {
  const db = databaseOf(rules, data).as(e.actor);
  if (e.op === 'read') return db.read(e.path);
  if (e.op === 'write') return db.write(e.path, e.value);
  return db.update(e.path, e.value as Record<string, unknown>);
}

/** The labels of the expectations these rules break. */
export function brokenExpectations(rules: Rules, data: unknown, table: readonly Expectation[]): string[] {
  return table.filter((e) => attempt(rules, data, e).allowed !== e.allowed).map((e) => e.label);
}

/**
 * A copy of the rules with `change` applied to each rule's text (its expression, as the
 * database reads it: the characters a JSON escape such as \u202e stands for, not the escape).
 */
export function mapRules(rules: Rules, change: (rule: string) => string): Rules {
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return change(node);
    if (typeof node !== 'object' || node === null) return node;
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value)]));
  };
  return walk(rules) as Rules;
}
