/**
 * `npm run fault-matrix`: prints the fault matrix (call × fault → handled / not) as markdown from the
 * outcomes the last runs of e2e/fault-matrix.spec.ts recorded under .tmp/fault-matrix/.
 * Run the suite first, e.g. `npx playwright test e2e/fault-matrix.spec.ts`.
 */
import { readOutcomes, renderMatrix } from '../e2e/fault-matrix/matrix-table';

const outcomes = readOutcomes();
if (outcomes.length === 0) {
  console.error('No fault matrix outcomes under .tmp/fault-matrix/: run `npx playwright test e2e/fault-matrix.spec.ts` first.');
  process.exit(1);
}
console.log(renderMatrix(outcomes));
process.exit(outcomes.every((o) => o.handled) ? 0 : 1);
