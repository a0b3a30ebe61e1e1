#!/usr/bin/env node
// `node scripts/test/run-together.mjs <npm script>…`: runs these npm scripts at once, prints each
// one's output whole when it ends, and exits with the first failure's code. `npm test` runs the
// type check, the linter and Prettier so: each keeps one core busy, and the machine has two.
import process from 'node:process';
import { start } from '../command-line.mjs';

async function runScript(name) {
  const { code, output } = await start('npm', ['run', name], { capture: true });
  const verdict = code === 0 ? 'passed' : `FAILED (exit code ${code})`;
  process.stdout.write(`> npm run ${name}: ${verdict}\n${output}${output.endsWith('\n') || !output ? '' : '\n'}`);
  return code;
}

const codes = await Promise.all(process.argv.slice(2).map(runScript));
process.exit(codes.find((code) => code !== 0) ?? 0);
