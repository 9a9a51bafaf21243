import { describe, expect, it } from 'vitest';
import { attributeLeaf, describeChange, diffSurfaces, flatten, neededBump, summarize, type Surface } from './surface-diff';

const surface: Surface = {
  hooks: {
    gallery: { wake: 'idle', attributes: { 'data-product-id': attributeLeaf('integer', undefined), 'data-alt': attributeLeaf('string', '') } },
    tabs: { wake: 'visible', attributes: {} },
  },
  types: { CartEventDetail: { source: "'add' | 'cart-page'" } },
  customProperties: ['--sf-accent', '--sf-text'],
};

const withHooks = (hooks: Surface['hooks']): Surface => ({ ...surface, hooks });

describe('the changes between two surfaces', () => {
  it('writes an attribute as its kind and required or its default', () => {
    expect(attributeLeaf('integer', undefined)).toBe('integer, required');
    expect(attributeLeaf('boolean', false)).toBe('boolean, default false');
    expect(attributeLeaf('integer', null)).toBe('integer, default null');
    expect(attributeLeaf('list|grid', 'grid')).toBe('list|grid, default "grid"');
  });

  it('flattens sections to leaves by path, each name of a list a leaf of its own', () => {
    expect([...flatten(surface)]).toEqual([
      ['hooks/gallery/wake', 'idle'],
      ['hooks/gallery/attributes/data-product-id', 'integer, required'],
      ['hooks/gallery/attributes/data-alt', 'string, default ""'],
      ['hooks/tabs/wake', 'visible'],
      ['types/CartEventDetail/source', "'add' | 'cart-page'"],
      ['customProperties/--sf-accent', ''],
      ['customProperties/--sf-text', ''],
    ]);
  });

  it('finds nothing between a surface and itself, whatever its key order: a patch is enough', () => {
    const reordered: Surface = { customProperties: surface.customProperties!, types: surface.types!, hooks: surface.hooks! };
    expect(diffSurfaces(surface, reordered)).toEqual([]);
    expect(neededBump([], surface)).toEqual({ bump: 'patch', because: [] });
  });

  it('calls a new hook, event type member or custom property an addition: a minor bump', () => {
    const after: Surface = {
      hooks: { ...(surface.hooks as object), 'product-price': { wake: 'idle', attributes: { 'data-product-id': 'integer, required' } } },
      types: { CartEventDetail: { source: "'add' | 'cart-page'", count: 'number' } },
      customProperties: ['--sf-accent', '--sf-space', '--sf-text'],
    };
    const changes = diffSurfaces(surface, after);
    expect(changes.map(describeChange)).toEqual([
      'added customProperties/--sf-space',
      'added hooks/product-price/attributes/data-product-id ("integer, required")',
      'added hooks/product-price/wake ("idle")',
      'added types/CartEventDetail/count ("number")',
    ]);
    expect(neededBump(changes, surface).bump).toBe('minor');
  });

  it('calls an optional attribute added to a hook minor, a required one major: the hook it marks stops waking', () => {
    const gallery = (extra: string) => ({ gallery: { wake: 'idle', attributes: { 'data-product-id': 'integer, required', 'data-alt': 'string, default ""', 'data-zoom': extra } }, tabs: { wake: 'visible', attributes: {} } });
    expect(neededBump(diffSurfaces(surface, withHooks(gallery('boolean, default true'))), surface).bump).toBe('minor');
    const required = diffSurfaces(surface, withHooks(gallery('boolean, required')));
    expect(neededBump(required, surface)).toEqual({ bump: 'major', because: required });
  });

  it('calls a removal, a rename or a changed leaf major, and names only the changes that need it', () => {
    const after: Surface = {
      hooks: { gallery: { wake: 'visible', attributes: { 'data-product': 'integer, required', 'data-alt': 'string, default ""' } }, tabs: { wake: 'visible', attributes: {} } },
      types: { CartEventDetail: { source: "'add' | 'cart-page'" } },
      customProperties: ['--sf-accent', '--sf-text', '--sf-space'],
    };
    const changes = diffSurfaces(surface, after);
    const { bump, because } = neededBump(changes, surface);
    expect(bump).toBe('major');
    expect(because.map(describeChange)).toEqual([
      'added hooks/gallery/attributes/data-product ("integer, required")',
      'removed hooks/gallery/attributes/data-product-id ("integer, required")',
      'changed hooks/gallery/wake from "idle" to "visible"',
    ]);
    expect(summarize(changes, 2)).toBe('added customProperties/--sf-space; added hooks/gallery/attributes/data-product ("integer, required"); and 2 more');
  });

  it('calls a removed custom property or event type member major', () => {
    const after: Surface = { ...surface, types: { CartEventDetail: {} }, customProperties: ['--sf-accent'] };
    expect(neededBump(diffSurfaces(surface, after), surface).because.map(describeChange)).toEqual([
      'removed customProperties/--sf-text',
      'removed types/CartEventDetail/source ("\'add\' | \'cart-page\'")',
    ]);
  });
});
