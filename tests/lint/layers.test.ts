// @vitest-environment node
/**
 * The layer rules of eslint.config.js, run through ESLint's Node API on code written here:
 * each wrong import must be reported by the rule that guards it, and the allowed ones by none
 * (so that a rule switched off, or one that reports everything, fails this test).
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it, vi } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// The cycles have their own check: tests/lint/import-cycles.test.ts.
const eslint = new ESLint({ cwd: ROOT });
// The first lint loads the TypeScript parser and resolver: slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

/** The rules an import written in `file` (a path in src/, which need not exist) breaks. */
async function rulesBroken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  const messages = result?.messages ?? [];
  const fatal = messages.find((m) => m.fatal);
  if (fatal) throw new Error(`${file} did not parse: ${fatal.message}`);
  return messages.map((m) => m.ruleId ?? 'unknown');
}

describe('the layers of src/ (eslint.config.js)', () => {
  it.each([
    ['a feature importing another feature', 'src/features/home/x.tsx', "import '@/features/press/press-section';"],
    [
      'a feature loading another feature on demand',
      'src/features/gallery/x.ts',
      "void import('@/features/admin/shell/admin-page');",
    ],
    ['a shared part importing a feature', 'src/components/ui/x.tsx', "import '@/features/gallery/use-artworks';"],
    ['a hook importing the app', 'src/hooks/x.ts', "import '@/app/routes';"],
    ['the backend importing a shared part', 'src/backend/x.ts', "import '@/hooks/use-subscription';"],
    ['the domain importing the backend', 'src/domain/x.ts', "import '@/backend/types';"],
    ['the domain importing the copy', 'src/domain/x.ts', "import '@/content/site-seed';"],
    ['the domain importing the copy, by a relative path', 'src/domain/x.ts', "import '../content/artist';"],
    ['content importing a feature, by a relative path', 'src/content/x.ts', "import '../features/home/hero';"],
  ])('reports %s', async (_case, file, code) => {
    expect(await rulesBroken(file, code)).toEqual(['boundaries/dependencies']);
  });

  it('reports Firebase imported outside src/backend/firebase', async () => {
    const code = "import { ref } from 'firebase/database';\nexport const r = ref;";
    expect(await rulesBroken('src/backend/x.ts', code)).toEqual(['no-restricted-imports']);
    expect(await rulesBroken('src/features/gallery/x.ts', code)).toEqual(['no-restricted-imports']);
    expect(await rulesBroken('src/backend/firebase/x.ts', code)).toEqual([]);
  });

  it('reports a file in a folder that belongs to no layer', async () => {
    expect(await rulesBroken('src/config/x.ts', "import '@/domain/paths';")).toContain('boundaries/no-unknown-files');
  });

  it('allows every import that flows down, and a feature its own files', async () => {
    const allowed: Array<[string, string]> = [
      ['src/main.tsx', "import '@/app/app';\nimport './index.css';"],
      ['src/app/x.tsx', "import '@/features/home/home-page';\nimport '@/features/press/press-section';"],
      ['src/features/gallery/x.ts', "import './use-artworks';\nimport '@/hooks/use-subscription';"],
      [
        'src/features/admin/x.ts',
        "import '@/backend/types';\nimport '@/domain/artwork';\nimport '@/test/artwork-factory';",
      ],
      ['src/components/ui/x.tsx', "import '@/content/cards';\nimport '@/hooks/use-subscription';"],
      ['src/backend/demo/x.ts', "import '@/domain/keys';\nimport '@/content/error-messages';"],
      ['src/content/x.ts', "import '@/domain/paths';"],
    ];
    for (const [file, code] of allowed) expect(await rulesBroken(file, code), file).toEqual([]);
  });
});
