// Lighthouse CI's configuration, run by `npm run bench` (scripts/bench/bench.mjs): the pages, the runs
// and the budgets, judged on the median of the runs. The script serves the site (Firebase's Hosting
// emulator), passes the browser's path and flags, and runs Lighthouse CI from .bench/ so that its
// results stay out of the tree.
const port = Number(process.env.BENCH_PORT || 4173);
const origin = `http://127.0.0.1:${port}`;

/** Budgets for the pages whose address matches, judged on the median of the runs. */
const onMedians = (matchingUrlPattern, assertions) => ({ matchingUrlPattern, aggregationMethod: 'median', assertions });

module.exports = {
  ci: {
    collect: {
      url: ['/', '/aquarelles', '/peinture-sur-toile', '/presse'].map((path) => origin + path),
      // Five: on a 2-core machine one run's blocking time can be several times another's (the
      // page's main thread waits for the CPU while the browser, Lighthouse and the server share
      // it); the median of five moves less than that of three. `npm run bench` makes them in five
      // rounds of one run per page (collectRounds in scripts/bench/bench.mjs), so that a busy minute spreads
      // over every page's runs rather than filling one page's.
      numberOfRuns: 5,
      settings: {
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        // The full-page screenshot stretches the viewport over the whole page, which loads the
        // lazy images below the fold: the bytes measured must be those before any scroll.
        disableFullPageScreenshot: true,
      },
    },
    assert: {
      includePassedAssertions: true,
      assertMatrix: [
        onMedians('.*', {
          'categories:performance': ['error', { minScore: 0.98 }],
          'categories:accessibility': ['error', { minScore: 1 }],
          'categories:best-practices': ['error', { minScore: 1 }],
          'categories:seo': ['error', { minScore: 1 }],
          'largest-contentful-paint': ['error', { maxNumericValue: 1500 }],
          'total-blocking-time': ['error', { maxNumericValue: 100 }],
          'cumulative-layout-shift': ['error', { maxNumericValue: 0.01 }],
        }),
        // JavaScript fetched during the load (gzip, as served), the lazy backend chunk included.
        onMedians('/$', { 'resource-summary:script:size': ['error', { maxNumericValue: 90_500 }] }),
        onMedians('/(aquarelles|peinture-sur-toile)$', {
          'resource-summary:script:size': ['error', { maxNumericValue: 138_700 }],
        }),
      ],
    },
  },
};
