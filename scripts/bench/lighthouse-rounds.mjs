// @ts-check
// How the bench spreads a page's Lighthouse runs over the whole measure. `lhci collect` runs each
// page numberOfRuns times in a row, so a busy minute on a shared 2-core machine lands on one
// page's runs and moves that page's median. The bench runs numberOfRuns
// rounds instead, each page once per round, each round adding to the results of the ones before
// (`--collect.additive`): every page gets its runs from the start to the end of the measure, and
// `lhci assert` still takes the median of its numberOfRuns runs.

/**
 * The arguments `lhci collect` takes for each round, in order.
 * @param {number} numberOfRuns
 * @returns {string[][]}
 */
export function collectRounds(numberOfRuns) {
  return Array.from({ length: numberOfRuns }, (_, round) => [
    '--collect.numberOfRuns=1',
    // The first round starts from no results: results of an earlier measure must not count.
    ...(round === 0 ? [] : ['--collect.additive']),
  ]);
}
