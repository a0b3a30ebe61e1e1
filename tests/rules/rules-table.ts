/**
 * What the offline rules tests share: a table of expected outcomes (who may read or write what),
 * each checked by targaryen against the rules, and the labels a set of rules breaks, which the
 * weakened copies of the rules must make non-empty.
 */
import { database } from 'targaryen';

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

/** What the rules say of one expectation, on the database holding `data`. */
export function attempt(rules: Rules, data: unknown, e: Expectation): { allowed: boolean; info: string } {
  const db = database(rules, data).as(e.actor);
  if (e.op === 'read') return db.read(e.path);
  if (e.op === 'write') return db.write(e.path, e.value);
  return db.update(e.path, e.value as Record<string, unknown>);
}

/** The labels of the expectations these rules break. */
export function brokenExpectations(rules: Rules, data: unknown, table: readonly Expectation[]): string[] {
  return table.filter((e) => attempt(rules, data, e).allowed !== e.allowed).map((e) => e.label);
}
