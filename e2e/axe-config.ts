/** The one axe-core configuration: WCAG 2.2 A/AA, target-size on. Chromium (axe-violations.ts) and the engine journeys (engines/axe.ts) share it. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
export const AXE_RULES = { 'target-size': { enabled: true } };
