import { vi } from 'vitest';
import type { IslandContext } from './runtime/types';

/** A context for unit-testing an island's mount without boot. */
export function testContext(element: HTMLElement, name = 'test'): IslandContext {
  return { name, element, page: 'other', report: vi.fn(), loadChunk: (_label, importer) => importer() };
}
