/** The reference server's catalogue is the fixture shop's, so a fixture product page's ids exist there (no Mono needed). */
import { describe, expect, it } from 'vitest';
import { catalog } from '../fixtures/catalog/index';
import { CONTRACT, MISSING_PRODUCT_ID, referenceCatalog } from './catalog';

const reference = referenceCatalog();
const byId = new Map(reference.Products.map((p) => [p.Id, p]));

describe('the reference catalogue', () => {
  it('holds every fixture product with its dictionary value ids, option ids, codes and images', () => {
    for (const product of catalog.products) {
      const exported = byId.get(product.id);
      expect(exported, `product ${product.id}`).toMatchObject({ Name: product.name, Sku: product.sku, Ean: product.ean, Images: product.images });
      expect(exported!.Dictionaries.map((d) => d.Values.map((v) => v.Id))).toEqual(product.dictionaries.map((d) => d.values.map((v) => v.id)));
      expect(exported!.Variants.map((v) => [v.OptionId, v.ValueIds, v.Sku, v.CartEnabled])).toEqual(product.variants.map((v) => [v.optionId, v.valueIds, v.sku, v.cartEnabled]));
    }
  });

  it('writes money as two-decimal text that reads back as the fixture price', () => {
    const money = reference.Products.flatMap((p) => [p, ...p.Variants]).flatMap((o) => [o.Price, ...(o.OldPrice === null ? [] : [o.OldPrice])]);
    for (const amount of money) expect(amount).toMatch(/^\d+\.\d{2}$/);
    expect(byId.get(1)).toMatchObject({ Price: '499.99', OldPrice: '588.22' });
    expect(byId.get(3)).toMatchObject({ Price: '1899.00' });
  });

  it("adds the contract's product, with the empty values, and no product 999", () => {
    expect(catalog.products.some((p) => p.id === CONTRACT.productId)).toBe(false);
    expect(byId.get(CONTRACT.productId)?.Variants[0]).toMatchObject({ Images: [], Ean: '', OldPrice: null, Price: '19.90' });
    expect(byId.has(MISSING_PRODUCT_ID)).toBe(false);
  });
});
