/**
 * Whether a request went through. The HTTP layer has already told the user why one failed, so a
 * screen only needs to know whether to carry on (close a dialog, refresh, say it is done).
 */
export const succeeded = (work: Promise<unknown>): Promise<boolean> =>
  work.then(
    () => true,
    () => false,
  );
