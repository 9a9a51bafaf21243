/** Runs `body` as a browser older than the targets would: without ES2023's Array.prototype.toReversed. */
export async function withoutToReversed(body: () => Promise<void>): Promise<void> {
  const own = Object.getOwnPropertyDescriptor(Array.prototype, 'toReversed')!;
  Reflect.deleteProperty(Array.prototype, 'toReversed');
  try {
    await body();
  } finally {
    Object.defineProperty(Array.prototype, 'toReversed', own);
  }
}
