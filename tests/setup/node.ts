// The setup of Vitest's node projects (vite.config.ts): IndexedDB for the demo backend, nothing
// of Testing Library (vitest.setup.ts, for the dom project). A file rather than the package's
// name in setupFiles: a test file that asks for its own document (`@vitest-environment jsdom`)
// could not resolve the bare name in this repository's worktrees.
import 'fake-indexeddb/auto';
