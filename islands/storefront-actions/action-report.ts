import { reportIslandProblem } from '../runtime/report';

/**
 * How an action reports what went wrong, in the one console line and `storefront:error` every island
 * failure gets: as the island whose hook it acted through, on that hook; with no such hook on the
 * page, as the action itself (`storefront.addToCart`) on the body.
 */
export function actionReport(action: string, hook?: { island: string; element: HTMLElement } | null): (problem: string, cause?: unknown) => void {
  return (problem, cause) => void reportIslandProblem(hook?.island ?? `storefront.${action}`, hook?.element ?? document.body, problem, cause);
}
