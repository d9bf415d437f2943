/**
 * The unit tier runs beside the db tier (scripts/test-all.mjs), on a CI machine that may be busy: a screen
 * that takes longer than testing-library's default second to answer is slow, not wrong. In the DOM tests,
 * findBy and waitFor wait up to five seconds; a test still fails when what it waits for never comes.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5000 });
}

export {};
