/**
 * Fault matrix (issue 7, part 2; ASP.NET's answers, issue 36): every call × every fault, generated from two
 * tables (e2e/fault-matrix/calls.ts: how to make the call and what handling looks like; faults.ts: how to
 * cause the fault). Each case asserts the spec's handling, that the failure was logged (declared
 * with expectConsoleError, so a silent failure fails the case), that nothing else reached the console
 * (e2e/test.ts), that a theme script heard one `storefront:error` naming the call (and its HTTP status),
 * that nothing the server said about its failure is on the page, and that another island on the page
 * still works. Each case records its outcome under
 * .tmp/fault-matrix/; `npm run fault-matrix` prints the table of every project, and the last worker
 * of a project prints that project's table.
 */
import { CALL_CASES } from './fault-matrix/calls';
import { callCount, FAULT_KINDS, requestSettled } from './fault-matrix/faults';
import { claimPrinting, MATRIX_CALLS, MATRIX_FAULTS, readOutcomes, renderMatrix, runId, writeOutcome, type MatrixCall, type MatrixFault } from './fault-matrix/matrix-table';
import { accountMenuByKeyboard } from './fault-matrix/other-islands';
import { errorsHeard, recordStorefrontEvents } from './storefront-events';
import { acceptCookies, expect, test as base } from './test';

const CELL = 'fault-matrix';

/**
 * Records each case's outcome once everything about it is known: `page` is torn down after the
 * console guard of e2e/test.ts, so an unexpected console error counts too.
 */
const test = base.extend({
  page: async ({ page }, use, testInfo) => {
    await use(page);
    const cell = testInfo.annotations.find((a) => a.type === CELL)?.description;
    if (!cell) return;
    const [call, fault] = cell.split(' × ') as [MatrixCall, MatrixFault];
    const error = testInfo.errors[0]?.message ?? testInfo.error?.message ?? '';
    writeOutcome({
      project: testInfo.project.name,
      call,
      fault,
      handled: testInfo.status === testInfo.expectedStatus && testInfo.errors.length === 0,
      detail: error.replace(/\u001b\[[0-9;]*m/g, '').replace(/\s+/g, ' ').trim().slice(0, 240),
      run: runId(),
      at: new Date().toISOString(),
    });
  },
});

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

for (const call of MATRIX_CALLS) {
  for (const faultName of MATRIX_FAULTS) {
    test(`${call} × ${faultName}`, async ({ page, expectConsoleError }) => {
      test.info().annotations.push({ type: CELL, description: `${call} × ${faultName}` });
      const c = CALL_CASES[call];
      const fault = FAULT_KINDS[faultName];
      if (faultName === 'slow') test.slow();

      await fault.beforeOpen?.(page);
      const heard = await recordStorefrontEvents(page);
      await c.open(page);
      const detail = c.reportDetail?.[faultName] ?? fault.reportDetail;
      if (detail) {
        expectConsoleError(new RegExp(`${c.report.source}.*${detail.source}`));
        for (const line of fault.browserLog) expectConsoleError(line);
      }
      await fault.arm(page, call, c.endpoint);
      const callsBefore = await callCount(page, call);

      // The request is over (answered, aborted or timed out) before its handling is judged.
      const settled = requestSettled(page, c.endpoint, 20_000);
      if (faultName === 'slow') {
        await c.trigger(page);
        await c.loading(page);
        // Other islands keep working while the answer is on its way (by keyboard: the loading
        // indicator covers the page for the pointer) — unless the design says otherwise.
        if (!c.busyBy) await accountMenuByKeyboard(page);
        else test.info().annotations.push({ type: 'not checked while waiting', description: c.busyBy });
        await c.loading(page);
        await settled;
        await c.succeeded(page);
      } else {
        await c.trigger(page);
        await fault.afterTrigger?.(page, call, callsBefore);
        await settled;
        await c.failed(page);
        await expect(page.locator('.sf-loading')).toBeHidden();
        for (const words of fault.neverShown ?? []) await expect(page.locator('body')).not.toContainText(words);
      }
      await c.dismiss?.(page);
      await c.otherIsland(page);
      // One error event for the one failed call, as the console has one line for it; none for a slow answer.
      const told = faultName === 'slow' ? [] : [{ call: c.reportedAs ?? call, status: fault.status, ...fault.told }];
      expect(errorsHeard(heard).map(({ call, status, exceptionType, serverMessage }) => ({ call, status, exceptionType, serverMessage }))).toEqual(told);
    });
  }
}

test.afterAll(async ({}, testInfo) => {
  // Several workers share a project: the first to find all of its cases of this run recorded prints.
  const project = testInfo.project.name;
  const outcomes = readOutcomes().filter((o) => o.run === runId() && o.project === project);
  if (outcomes.length === MATRIX_CALLS.length * MATRIX_FAULTS.length && claimPrinting(project)) console.log(`\n${renderMatrix(outcomes)}\n`);
});
