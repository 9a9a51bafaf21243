import { describe, expect, it } from 'vitest';
import { declarationsSurface } from './surface-declarations';

const SOURCE = `
/** Where an island has settled. */
export type SettledState = 'mounted' | 'failed';

export interface CartEventDetail {
  /** Comments are no part of a type. */
  source: 'add' |
    'refresh';
  readonly ids: readonly number[];
  reason?: string;
  state: { text: string; days: number };
  result: Promise<{ ok: boolean }>;
}

export interface StorefrontEvents {
  'storefront:cart': CartEventDetail;
}

export type StorefrontEventMap = { [K in keyof StorefrontEvents]: CustomEvent<StorefrontEvents[K]> };

export interface StorefrontActions {
  addToCart(options: { productId: number }): Promise<boolean>;
  wishlist: {
    toggle(productId: number, product?: { name?: string }): Promise<void>;
  };
}

declare global {
  interface GlobalEventHandlersEventMap extends StorefrontEventMap {}
  interface Window {
    storefront: StorefrontActions;
  }
}
`;

describe('the surface of the events and actions declarations', () => {
  it('reads each interface member by member with its type as one line, and each type alias as text', () => {
    const { types } = declarationsSurface(SOURCE, 'types.ts');
    expect(types).toEqual({
      SettledState: "'mounted' | 'failed'",
      CartEventDetail: {
        source: "'add' | 'refresh'",
        ids: '(readonly) readonly number[]',
        'reason?': 'string',
        state: { text: 'string', days: 'number' },
        result: 'Promise<{ ok: boolean; }>',
      },
      StorefrontEvents: { 'storefront:cart': 'CartEventDetail' },
      StorefrontEventMap: '{ [K in keyof StorefrontEvents]: CustomEvent<StorefrontEvents[K]>; }',
      StorefrontActions: {
        addToCart: '(options: { productId: number; }) => Promise<boolean>',
        wishlist: { toggle: '(productId: number, product?: { name?: string; }) => Promise<void>' },
      },
    });
  });

  it("reads the global block apart, with what an interface extends", () => {
    expect(declarationsSurface(SOURCE, 'types.ts').global).toEqual({
      GlobalEventHandlersEventMap: { '(extends)': 'StorefrontEventMap' },
      Window: { storefront: 'StorefrontActions' },
    });
  });

  it('refuses a value, which a declarations file cannot ship, naming the file', () => {
    expect(() => declarationsSurface('export const VERSION = "1.0.0";', 'types.ts')).toThrow('types.ts: "export const VERSION = "1.0.0";" is neither an interface, a type nor the global block');
  });
});
