#!/usr/bin/env node
// `node scripts/test/run-together.mjs <npm script>…`: runs these npm scripts at once, prints each
// one's output whole when it ends, and exits with the first failure's code. `npm test` runs the
// type check, the linter and Prettier so: each keeps one core busy, and the machine has two.
import { spawn } from 'node:child_process';
import process from 'node:process';

function runScript(name) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', name], { shell: process.platform === 'win32' });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += `could not start npm: ${error.message}\n`));
    child.on('close', (code) => {
      const verdict = code === 0 ? 'passed' : `FAILED (exit code ${code})`;
      process.stdout.write(`> npm run ${name}: ${verdict}\n${output}${output.endsWith('\n') || !output ? '' : '\n'}`);
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(process.argv.slice(2).map(runScript));
process.exit(codes.find((code) => code !== 0) ?? 0);
