// @vitest-environment node
/**
 * The rest of the Firebase project's set-up: firebase.json (rules files, hosting headers,
 * emulator ports) and the two scripts' refusals (run for real, with a controlled environment;
 * they stop before any network access or deployment).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CspEvaluator } from 'csp_evaluator/dist/evaluator.js';
import { Severity } from 'csp_evaluator/dist/finding.js';
import { CspParser } from 'csp_evaluator/dist/parser.js';
import { FIREBASE_ENV_KEYS } from '@/backend/firebase-env';
import { GALLERIES } from '@/domain/galleries';
import { APP_LOADER_CSP_SOURCE } from '../../scripts/build/app-loader.mjs';
import { DEPLOYED_RULES_FILE, RULES_TEMPLATE_FILE, rulesForBucket } from '../../scripts/deploy/database-rules.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

interface FirebaseJson {
  database: { rules: string; predeploy: string[] };
  storage: { rules: string };
  hosting: {
    predeploy: string[];
    public: string;
    cleanUrls?: boolean;
    rewrites: { regex: string; destination: string }[];
    headers: HeaderRule[];
  };
  emulators: Record<string, { port?: number; host?: string; enabled?: boolean }>;
}

const config = JSON.parse(readFileSync(`${ROOT}/firebase.json`, 'utf8')) as FirebaseJson;

/** The headers a path gets: Hosting applies every matching rule, the last one winning. */
function headersFor(path: string): Record<string, string> {
  const matches = (source: string) =>
    source === '**' || (source.endsWith('/**') ? path.startsWith(source.slice(0, -2)) : path === source);
  const result: Record<string, string> = {};
  for (const rule of config.hosting.headers.filter((r) => matches(r.source))) {
    for (const header of rule.headers) result[header.key] = header.value;
  }
  return result;
}

function csp(path: string): Map<string, string[]> {
  const value = headersFor(path)['Content-Security-Policy'] ?? '';
  return new Map(
    value
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts): parts is [string, ...string[]] => parts[0] !== undefined && parts[0] !== '')
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('firebase.json', () => {
  it('deploys the rules files of this repository, the database ones written for the bucket first', () => {
    expect(config.database.rules).toBe(DEPLOYED_RULES_FILE);
    expect(config.database.predeploy).toEqual(['node "$PROJECT_DIR/scripts/deploy/deploy.mjs" --write-rules']);
    expect(config.storage.rules).toBe('storage.rules');
    expect(existsSync(`${ROOT}/${config.storage.rules}`)).toBe(true);
  });

  it('hosts dist/ as a single-page app, prerendered pages served without .html', () => {
    expect(config.hosting.public).toBe('dist');
    expect(config.hosting.cleanUrls).toBe(true);
    // Routes that are not prerendered get the bare app (scripts/build/prerender.mjs), not the home
    // page, and a work's address its gallery's page; src/app/__tests__/hosting-rewrites.test.ts
    // checks which paths do.
    expect(new Set(config.hosting.rewrites.map((rewrite) => rewrite.destination))).toEqual(
      new Set(['/app-shell.html', ...GALLERIES.map((gallery) => `${gallery.path}.html`)]),
    );
  });

  it('caches hashed assets for good and revalidates the pages', () => {
    expect(headersFor('/assets/index-abc123.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor('/index.html')['Cache-Control']).toBe('no-cache');
    expect(headersFor('/aquarelles')['Cache-Control']).toBe('no-cache');
  });

  it('serves the calendar and the Atom feed with their own content types, revalidated', () => {
    // Hosting would guess text/calendar for .ics but application/xml for .xml: feed readers and
    // browsers know an Atom feed by application/atom+xml (RFC 4287 §7).
    expect(headersFor('/agenda.ics')['Content-Type']).toBe('text/calendar; charset=utf-8');
    expect(headersFor('/flux.xml')['Content-Type']).toBe('application/atom+xml; charset=utf-8');
    expect(headersFor('/sitemap.xml')['Content-Type']).toBeUndefined();
    for (const path of ['/agenda.ics', '/flux.xml']) {
      expect(headersFor(path)['Cache-Control']).toBe('no-cache');
      expect(headersFor(path)['X-Content-Type-Options']).toBe('nosniff');
    }
  });

  it('sends the security headers with every response', () => {
    for (const path of ['/', '/admin', '/assets/index-abc123.js']) {
      const headers = headersFor(path);
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
      expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}/);
      expect(headers['Permissions-Policy']).toContain('camera=()');
    }
  });

  it('has a strict Content-Security-Policy: scripts by hash and strict-dynamic, no host allow-list', () => {
    const policy = csp('/');
    expect(policy.get('default-src')).toEqual(["'self'"]);
    // The prerendered pages' inline loader is the one script allowed by itself (by its hash,
    // scripts/build/app-loader.mjs); what it adds, and what those add (the app's modules, the YouTube
    // IFrame API, the database's long-polling scripts), is allowed by 'strict-dynamic'.
    expect(policy.get('script-src')).toEqual(["'strict-dynamic'", APP_LOADER_CSP_SOURCE]);
    // The YouTube player; the database's long-polling fallback opens a hidden frame on its host.
    expect(policy.get('frame-src')).toEqual([
      'https://www.youtube-nocookie.com',
      'https://*.firebaseio.com',
      'https://*.firebasedatabase.app',
    ]);
    // browser-image-compression resizes photos in a worker made from a blob: URL.
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://firebasestorage.googleapis.com']);
    // The studio reads the site's own data-version.json; then what the Firebase SDK connects
    // to: Auth, the Realtime Database's websockets, Storage.
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'wss://*.firebaseio.com',
      'wss://*.firebasedatabase.app',
      'https://firebasestorage.googleapis.com',
    ]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
  });

  it("passes Google's CSP Evaluator with nothing above INFO", () => {
    const policy = headersFor('/')['Content-Security-Policy'] ?? '';
    const findings = new CspEvaluator(new CspParser(policy).csp).evaluate();
    const aboveInfo = findings.filter((finding) => finding.severity < Severity.INFO);
    expect(aboveInfo.map((f) => `${f.directive} ${f.value ?? ''}: ${f.description}`)).toEqual([]);
  });

  it('CSP Evaluator flags the previous script policy (the check can fail)', () => {
    const previous =
      "script-src 'self' https://www.youtube.com https://s.ytimg.com; object-src 'none'; base-uri 'self'";
    const findings = new CspEvaluator(new CspParser(previous).csp).evaluate();
    expect(findings.some((finding) => finding.severity === Severity.HIGH)).toBe(true);
  });

  it('runs the emulators on fixed ports, without their UI', () => {
    expect(config.emulators.auth?.port).toBe(9099);
    expect(config.emulators.database?.port).toBe(9000);
    expect(config.emulators.storage?.port).toBe(9199);
    expect(config.emulators.ui?.enabled).toBe(false);
  });
});

/** Runs a script with only PATH and HOME from this environment, plus `env`. */
function runScript(script: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, [`${ROOT}/scripts/deploy/${script}`, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Every Firebase variable set (the environment wins over any .env file, as in Vite). */
const CONFIGURED = Object.fromEntries(FIREBASE_ENV_KEYS.map((key) => [key, `value-of-${key}`]));

describe('npm run deploy', () => {
  it('accepts a complete configuration (checked only, nothing built or deployed)', () => {
    const { status, output } = runScript('deploy.mjs', ['--check'], {
      ...CONFIGURED,
      VITE_FIREBASE_EMULATORS: 'false',
    });
    expect(output).toContain('value-of-VITE_FIREBASE_PROJECT_ID');
    expect(status).toBe(0);
  });

  it.each(FIREBASE_ENV_KEYS)('refuses to publish a demo build: %s empty', (key) => {
    const { status, output } = runScript('deploy.mjs', ['--check'], { ...CONFIGURED, [key]: '' });
    expect(status).toBe(1);
    expect(output).toContain('DEPLOY REFUSED');
    expect(output).toContain(key);
  });

  it('refuses to publish a build wired to the emulators', () => {
    const { status, output } = runScript('deploy.mjs', [], { ...CONFIGURED, VITE_FIREBASE_EMULATORS: 'true' });
    expect(status).toBe(1);
    expect(output).toContain('VITE_FIREBASE_EMULATORS=true');
  });
});

/** Runs a predeploy hook of firebase.json as firebase-tools does: in a shell, with its variables. */
function runHook(command: string, env: Record<string, string>) {
  const result = spawnSync(command, {
    cwd: ROOT,
    shell: true,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PROJECT_DIR: ROOT, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("firebase.json's database predeploy hook", () => {
  const [hook] = config.database.predeploy;

  it('writes the database rules for the configured bucket where firebase.json deploys them from', () => {
    const bucket = 'mon-projet.firebasestorage.app';
    const { status, output } = runHook(hook!, { ...CONFIGURED, VITE_FIREBASE_STORAGE_BUCKET: bucket });
    expect(output).toContain(bucket);
    expect(status).toBe(0);
    expect(readFileSync(`${ROOT}/${config.database.rules}`, 'utf8')).toBe(
      rulesForBucket(readFileSync(RULES_TEMPLATE_FILE, 'utf8'), bucket),
    );
  });

  it.each(['', 'gs://mon-projet.appspot.com'])('refuses the bucket %j', (bucket) => {
    const { status, output } = runHook(hook!, { ...CONFIGURED, VITE_FIREBASE_STORAGE_BUCKET: bucket });
    expect(status).toBe(1);
    expect(output).toContain('DEPLOY REFUSED');
  });

  it('refuses a demo configuration, as npm run deploy does', () => {
    const { status, output } = runHook(hook!, { ...CONFIGURED, VITE_FIREBASE_API_KEY: '' });
    expect(status).toBe(1);
    expect(output).toContain('DEMO site');
  });
});

describe("firebase.json's hosting predeploy hook (a plain `firebase deploy` runs it too)", () => {
  const [hook] = config.hosting.predeploy;
  const FIREBASE_BUILD = { backend: 'firebase', projectId: 'mon-projet', emulators: false };

  /** Runs the hook on a build directory holding `info` as its .build-info.json (or nothing). */
  function checkBuild(info: object | null, project = 'mon-projet') {
    const dir = mkdtempSync(path.join(tmpdir(), 'build-'));
    try {
      if (info) writeFileSync(path.join(dir, '.build-info.json'), JSON.stringify(info));
      return runHook(hook!, { RESOURCE_DIR: dir, GCLOUD_PROJECT: project });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it('lets a Firebase build for the project deployed to through', () => {
    const { status, output } = checkBuild(FIREBASE_BUILD);
    expect(output).toContain('Firebase build for project mon-projet');
    expect(status).toBe(0);
  });

  it.each([
    ['a demo build', { ...FIREBASE_BUILD, backend: 'demo', projectId: null }, 'DEMO build'],
    ['a build wired to the emulators', { ...FIREBASE_BUILD, emulators: true }, 'VITE_FIREBASE_EMULATORS=true'],
    ['a build for another project', { ...FIREBASE_BUILD, projectId: 'autre-projet' }, 'built for project autre-projet'],
    ['a directory no build made', null, 'was not built by `npm run build`'],
  ])('refuses %s', (_label, info, message) => {
    const { status, output } = checkBuild(info);
    expect(status).toBe(1);
    expect(output).toContain('DEPLOY REFUSED');
    expect(output).toContain(message);
  });
});

describe('.gitignore', () => {
  /** Whether git would leave `file` out of a commit. */
  const ignored = (file: string) =>
    spawnSync('git', ['check-ignore', '-q', '--no-index', file], { cwd: ROOT }).status === 0;

  it.each([
    '.env',
    '.env.local',
    '.env.production',
    '.env.production.local',
    'mon-projet-firebase-adminsdk-fbsvc-0123456789.json',
    'service-account.json',
    'serviceAccountKey.json',
  ])('keeps %s out of the repository', (file) => {
    expect(ignored(file)).toBe(true);
  });

  it('keeps the configuration example in it', () => {
    expect(ignored('.env.example')).toBe(false);
  });
});

describe('npm run set-admin', () => {
  it('needs exactly one email address', () => {
    const { status, output } = runScript('set-admin.mjs', [], {
      GOOGLE_APPLICATION_CREDENTIALS: '/nonexistent/key.json',
    });
    expect(status).toBe(1);
    expect(output).toContain('Usage:');
  });

  it('needs GOOGLE_APPLICATION_CREDENTIALS', () => {
    const { status, output } = runScript('set-admin.mjs', ['--', 'peintre@example.com'], {});
    expect(status).toBe(1);
    expect(output).toContain('GOOGLE_APPLICATION_CREDENTIALS is not set');
  });

  it('says so when the key file is missing', () => {
    const { status, output } = runScript('set-admin.mjs', ['--', 'peintre@example.com'], {
      GOOGLE_APPLICATION_CREDENTIALS: '/nonexistent/key.json',
    });
    expect(status).toBe(1);
    expect(output).toContain('/nonexistent/key.json, which does not exist');
  });
});
