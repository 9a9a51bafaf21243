/** How many one-letter insertions, deletions and substitutions turn `a` into `b` (Levenshtein). */
export function editDistance(a: string, b: string): number {
  // One row of the table at a time: the distances from a's first i letters to each prefix of b.
  let above = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 0; i < a.length; i++) {
    const row = [i + 1];
    for (let j = 0; j < b.length; j++) row[j + 1] = Math.min(above[j + 1]! + 1, row[j]! + 1, above[j]! + (a[i] === b[j] ? 0 : 1));
    above = row;
  }
  return above[b.length]!;
}

/**
 * The known name a misspelt `name` most likely meant, or undefined when none is near: at most a third
 * of its letters wrong (two for a short name), so "did you mean" never offers an unrelated island.
 */
export function nearestName(name: string, known: readonly string[]): string | undefined {
  const typed = name.toLowerCase();
  let nearest: string | undefined;
  let nearestDistance = Infinity;
  for (const candidate of known) {
    const distance = editDistance(typed, candidate);
    if (distance < nearestDistance) [nearest, nearestDistance] = [candidate, distance];
  }
  return nearestDistance <= Math.max(2, typed.length / 3) ? nearest : undefined;
}
