/**
 * A tiny evaluator for the part of the Cloud Storage security rules language that storage.rules
 * uses, because the Storage emulator cannot run on these machines. It is no replacement for the
 * emulator: it exists so that a test fails when the admin check, the image-type check or the size
 * limit goes missing from storage.rules.
 *
 * Supported (anything else throws UnsupportedRuleError, so the test fails loudly):
 * - `rules_version = '2';`, `service firebase.storage { ... }`, `// comments`;
 * - nested `match /literal/{variable}/{rest=**} { ... }` blocks;
 * - `allow m1, m2: if <expr>;` with methods read, write, get, list, create, update, delete;
 * - expressions: `||`, `&&`, `!`, `==`, `!=`, `<`, `<=`, `>`, `>=`, `*`, parentheses, integer and
 *   single- or double-quoted string literals, `true`, `false`, `null`, the identifiers `request`,
 *   `resource` and the path variables, member access `a.b`, and `string.matches(regex)`, a whole-
 *   string match (RE2 patterns are run as JavaScript regular expressions).
 * Semantics: a request is allowed when one `allow` of a block matching its whole path, for its
 * method, evaluates to true. Reading a missing field or a field of null is an error, and an error
 * denies, as in Firebase; `&&` and `||` short-circuit from left to right.
 */

export class UnsupportedRuleError extends Error {}

/** An error while evaluating a condition: Firebase denies the request. */
class EvaluationError extends Error {}

export type StorageMethod = 'get' | 'list' | 'create' | 'update' | 'delete';

export interface StorageRequest {
  method: StorageMethod;
  /** The object name in the bucket, e.g. "1700000000000". */
  name: string;
  auth: { uid: string; token: Record<string, string | number | boolean | null> } | null;
  /** The object being written (create and update). */
  resource?: { size: number; contentType: string };
  bucket?: string;
}

type Value = null | boolean | number | string | { readonly [key: string]: Value };

type Expr =
  | { kind: 'literal'; value: Value }
  | { kind: 'identifier'; name: string }
  | { kind: 'member'; object: Expr; property: string }
  | { kind: 'matches'; target: Expr; pattern: Expr }
  | { kind: 'not'; operand: Expr }
  | { kind: 'binary'; operator: string; left: Expr; right: Expr };

interface Allow {
  methods: StorageMethod[];
  condition: Expr;
}

interface MatchBlock {
  segments: string[];
  allows: Allow[];
  children: MatchBlock[];
}

export interface StorageRuleset {
  root: MatchBlock[];
}

const METHOD_GROUPS: Record<string, StorageMethod[]> = {
  read: ['get', 'list'],
  write: ['create', 'update', 'delete'],
  get: ['get'],
  list: ['list'],
  create: ['create'],
  update: ['update'],
  delete: ['delete'],
};

const PUNCTUATION = [
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '{',
  '}',
  '(',
  ')',
  ',',
  ';',
  ':',
  '.',
  '!',
  '<',
  '>',
  '*',
  '=',
];

class Parser {
  private pos = 0;
  constructor(private readonly source: string) {}

  private skipSpace(): void {
    for (;;) {
      const rest = this.source.slice(this.pos);
      const space = /^(\s+|\/\/[^\n]*)/.exec(rest);
      if (!space) return;
      this.pos += space[0].length;
    }
  }

  private fail(message: string): never {
    const line = this.source.slice(0, this.pos).split('\n').length;
    throw new UnsupportedRuleError(`storage.rules line ${line}: ${message}`);
  }

  /** The next token, without consuming it. */
  private peek(): string {
    this.skipSpace();
    const rest = this.source.slice(this.pos);
    if (rest === '') return '';
    const word = /^([A-Za-z_][A-Za-z0-9_]*|[0-9]+|'[^']*'|"[^"]*")/.exec(rest);
    if (word?.[0]) return word[0];
    const punctuation = PUNCTUATION.find((p) => rest.startsWith(p));
    if (punctuation) return punctuation;
    return this.fail(`unsupported character ${JSON.stringify(rest[0])}`);
  }

  private next(): string {
    const token = this.peek();
    this.pos += token.length;
    return token;
  }

  private expect(token: string): void {
    const found = this.next();
    if (found !== token) this.fail(`expected ${token}, found ${found || 'end of file'}`);
  }

  parseFile(): StorageRuleset {
    this.expect('rules_version');
    this.expect('=');
    if (this.next() !== "'2'") this.fail("only rules_version = '2' is supported");
    this.expect(';');
    this.expect('service');
    this.expect('firebase');
    this.expect('.');
    this.expect('storage');
    this.expect('{');
    const root: MatchBlock[] = [];
    while (this.peek() === 'match') root.push(this.parseMatch());
    this.expect('}');
    if (this.peek() !== '') this.fail('unexpected text after the service block');
    return { root };
  }

  private parseMatch(): MatchBlock {
    this.expect('match');
    this.skipSpace();
    const path = /^\S+/.exec(this.source.slice(this.pos))?.[0] ?? '';
    this.pos += path.length;
    if (!path.startsWith('/')) this.fail(`a match path starts with "/": ${path}`);
    const segments = path.slice(1).split('/');
    for (const segment of segments) {
      if (!/^([A-Za-z0-9_.-]+|\{[A-Za-z_]\w*\}|\{[A-Za-z_]\w*=\*\*\})$/.test(segment))
        this.fail(`unsupported path segment ${segment}`);
    }
    const block: MatchBlock = { segments, allows: [], children: [] };
    this.expect('{');
    for (;;) {
      const token = this.peek();
      if (token === 'match') block.children.push(this.parseMatch());
      else if (token === 'allow') block.allows.push(this.parseAllow());
      else if (token === '}') break;
      else this.fail(`unsupported statement ${token}`);
    }
    this.expect('}');
    return block;
  }

  private parseAllow(): Allow {
    this.expect('allow');
    const methods: StorageMethod[] = [];
    for (;;) {
      const method = this.next();
      const group = METHOD_GROUPS[method];
      if (!group) this.fail(`unknown method ${method}`);
      methods.push(...group);
      if (this.peek() !== ',') break;
      this.next();
    }
    this.expect(':');
    this.expect('if');
    const condition = this.parseExpression();
    this.expect(';');
    return { methods, condition };
  }

  private parseExpression(): Expr {
    return this.parseBinary(0);
  }

  private static readonly LEVELS = [['||'], ['&&'], ['==', '!='], ['<', '<=', '>', '>='], ['*']];

  private parseBinary(level: number): Expr {
    const operators = Parser.LEVELS[level];
    if (!operators) return this.parseUnary();
    let left = this.parseBinary(level + 1);
    while (operators.includes(this.peek())) {
      const operator = this.next();
      left = { kind: 'binary', operator, left, right: this.parseBinary(level + 1) };
    }
    return left;
  }

  private parseUnary(): Expr {
    if (this.peek() === '!') {
      this.next();
      return { kind: 'not', operand: this.parseUnary() };
    }
    let expr = this.parsePrimary();
    while (this.peek() === '.') {
      this.next();
      const property = this.next();
      if (!/^[A-Za-z_]\w*$/.test(property)) this.fail(`unsupported member ${property}`);
      if (this.peek() === '(') {
        if (property !== 'matches') this.fail(`unsupported function ${property}()`);
        this.next();
        const pattern = this.parseExpression();
        this.expect(')');
        expr = { kind: 'matches', target: expr, pattern };
      } else {
        expr = { kind: 'member', object: expr, property };
      }
    }
    return expr;
  }

  private parsePrimary(): Expr {
    const token = this.next();
    if (token === '(') {
      const inner = this.parseExpression();
      this.expect(')');
      return inner;
    }
    if (/^[0-9]+$/.test(token)) return { kind: 'literal', value: Number(token) };
    if (/^('|")/.test(token)) return { kind: 'literal', value: token.slice(1, -1) };
    if (token === 'true' || token === 'false') return { kind: 'literal', value: token === 'true' };
    if (token === 'null') return { kind: 'literal', value: null };
    if (/^[A-Za-z_]\w*$/.test(token)) {
      if (this.peek() === '(') this.fail(`unsupported function ${token}()`);
      return { kind: 'identifier', name: token };
    }
    return this.fail(`unexpected ${token || 'end of file'}`);
  }
}

export function parseStorageRules(source: string): StorageRuleset {
  return new Parser(source).parseFile();
}

function evaluate(expr: Expr, scope: Readonly<Record<string, Value>>): Value {
  switch (expr.kind) {
    case 'literal':
      return expr.value;
    case 'identifier':
      if (!(expr.name in scope)) throw new UnsupportedRuleError(`unknown identifier ${expr.name}`);
      return scope[expr.name] ?? null;
    case 'member': {
      const object = evaluate(expr.object, scope);
      if (object === null || typeof object !== 'object')
        throw new EvaluationError(`.${expr.property} of ${String(object)}`);
      if (!(expr.property in object)) throw new EvaluationError(`missing field ${expr.property}`);
      return object[expr.property] ?? null;
    }
    case 'matches': {
      const target = evaluate(expr.target, scope);
      const pattern = evaluate(expr.pattern, scope);
      if (typeof target !== 'string' || typeof pattern !== 'string')
        throw new EvaluationError('matches() needs strings');
      return new RegExp(`^(?:${pattern})$`).test(target);
    }
    case 'not': {
      const operand = evaluate(expr.operand, scope);
      if (typeof operand !== 'boolean') throw new EvaluationError('! needs a boolean');
      return !operand;
    }
    case 'binary':
      return evaluateBinary(expr.operator, expr.left, expr.right, scope);
  }
}

function evaluateBinary(
  operator: string,
  leftExpr: Expr,
  rightExpr: Expr,
  scope: Readonly<Record<string, Value>>,
): Value {
  const left = evaluate(leftExpr, scope);
  if (operator === '&&' || operator === '||') {
    if (typeof left !== 'boolean') throw new EvaluationError(`${operator} needs booleans`);
    if (operator === '&&' ? !left : left) return left;
    const right = evaluate(rightExpr, scope);
    if (typeof right !== 'boolean') throw new EvaluationError(`${operator} needs booleans`);
    return right;
  }
  const right = evaluate(rightExpr, scope);
  if (operator === '==') return left === right;
  if (operator === '!=') return left !== right;
  if (typeof left !== 'number' || typeof right !== 'number') throw new EvaluationError(`${operator} needs numbers`);
  switch (operator) {
    case '<':
      return left < right;
    case '<=':
      return left <= right;
    case '>':
      return left > right;
    case '>=':
      return left >= right;
    case '*':
      return left * right;
  }
  throw new UnsupportedRuleError(`unsupported operator ${operator}`);
}

/** Binds the block's segments against the path; returns the rest of the path and the variables. */
function matchSegments(
  segments: string[],
  path: string[],
): { rest: string[]; variables: Record<string, string> } | null {
  const variables: Record<string, string> = {};
  for (const [index, segment] of segments.entries()) {
    const wildcard = /^\{(\w+)=\*\*\}$/.exec(segment);
    if (wildcard?.[1]) {
      variables[wildcard[1]] = path.slice(index).join('/');
      return { rest: [], variables };
    }
    const part = path[index];
    if (part === undefined) return null;
    const variable = /^\{(\w+)\}$/.exec(segment);
    if (variable?.[1]) variables[variable[1]] = part;
    else if (segment !== part) return null;
  }
  return { rest: path.slice(segments.length), variables };
}

function conditionHolds(condition: Expr, scope: Readonly<Record<string, Value>>): boolean {
  try {
    return evaluate(condition, scope) === true;
  } catch (error) {
    if (error instanceof EvaluationError) return false;
    throw error;
  }
}

export function isAllowed(ruleset: StorageRuleset, request: StorageRequest): boolean {
  const bucket = request.bucket ?? 'exemple-portfolio.appspot.com';
  const path = ['b', bucket, 'o', ...request.name.split('/')];
  const writes = request.method === 'create' || request.method === 'update';
  const base: Record<string, Value> = {
    request: {
      auth: request.auth,
      method: request.method,
      resource: writes && request.resource ? request.resource : null,
    },
    resource: null,
  };
  const visit = (blocks: MatchBlock[], remaining: string[], scope: Record<string, Value>): boolean =>
    blocks.some((block) => {
      const bound = matchSegments(block.segments, remaining);
      if (!bound) return false;
      const inner = { ...scope, ...bound.variables };
      if (bound.rest.length === 0) {
        const ok = block.allows.some(
          (allow) => allow.methods.includes(request.method) && conditionHolds(allow.condition, inner),
        );
        if (ok) return true;
      }
      return visit(block.children, bound.rest, inner);
    });
  return visit(ruleset.root, path, base);
}
