/**
 * The reference server's catalogue (aspnet/site/App_Data/catalog.json, read by aspnet/shop/Catalogue.cs): the
 * fixture shop's own catalogue, so every id a fixture product page sends (product, dictionary values, option ids)
 * exists there, plus one product of the contract's own with the edge values a real shop's data has.
 * Made at build time from fixtures/catalog rather than committed: that catalogue is generated from a seed, and a
 * copy would have to be kept equal to it by hand.
 */
import type { ProductState } from '../shared/api/types';
import { categoryById, catalog, producerById, productUrl } from '../fixtures/catalog/index';
import { CHOOSE_STATE, NO_VARIANT_STATE } from '../fixtures/catalog/options';
import { STATES } from '../fixtures/catalog/data';
import type { Offer, Product, Variant } from '../fixtures/catalog/types';

/** Money as a shop's database gives it: text with two decimals ("19.90"), parsed in C# into a decimal of that scale. */
type Money = string;

export interface ReferenceOffer {
  Sku: string;
  Ean: string;
  Price: Money;
  OldPrice: Money | null;
  DiscountRate: number;
  Images: string[];
  State: ProductState;
  CartEnabled: boolean;
}

export interface ReferenceVariant extends ReferenceOffer {
  OptionId: number;
  /** One value id per product dictionary, in the product's dictionary order. */
  ValueIds: number[];
}

export interface ReferenceProduct extends ReferenceOffer {
  Id: number;
  Name: string;
  Url: string;
  Producer: string;
  Category: string;
  Dictionaries: { Name: string; Values: { Id: number; Name: string }[] }[];
  Variants: ReferenceVariant[];
}

export interface ReferenceCatalog {
  Products: ReferenceProduct[];
  ChooseState: ProductState;
  NoVariantState: ProductState;
}

const money = (value: number): Money => value.toFixed(2);

function offer(o: Offer): ReferenceOffer {
  return {
    Sku: o.sku,
    Ean: o.ean,
    Price: money(o.price),
    OldPrice: o.oldPrice === null ? null : money(o.oldPrice),
    DiscountRate: o.discountRate,
    Images: o.images,
    State: o.state,
    CartEnabled: o.cartEnabled,
  };
}

const variant = (v: Variant): ReferenceVariant => ({ ...offer(v), OptionId: v.optionId, ValueIds: v.valueIds });

function product(p: Product): ReferenceProduct {
  return {
    ...offer(p),
    Id: p.id,
    Name: p.name,
    Url: productUrl(p),
    Producer: producerById(p.producerId)?.name ?? '',
    Category: categoryById(p.categoryId)?.name ?? '',
    Dictionaries: p.dictionaries.map((d) => ({ Name: d.name, Values: d.values.map((v) => ({ Id: v.id, Name: v.name })) })),
    Variants: p.variants.map(variant),
  };
}

const colour = (name: string): { Id: number; Name: string } => {
  const value = catalog.dictionaries.flatMap((d) => d.values).find((v) => v.name === name);
  if (!value) throw new Error(`no colour ${name} in the fixture catalogue`);
  return { Id: value.id, Name: value.name };
};

/** A product id the catalogue lacks: its methods throw, as a shop's data layer does. */
export const MISSING_PRODUCT_ID = 999;

/**
 * The contract's own product (no fixture page shows it): a name with the characters a serializer escapes, and two
 * variants, one with every value a shop's data may leave empty.
 */
export const CONTRACT = {
  productId: 901,
  name: "Skarpety 'Kontrakt' & <spółka>",
  /** Czarny: no images, no EAN, no old price, a price whose scale the serializer keeps (19.90). */
  bare: { value: colour('Czarny'), optionId: 90101, sku: 'SK-0901-01', price: '19.90' },
  /** Szary: every value set. */
  full: { value: colour('Szary'), optionId: 90102, sku: 'SK-0901-02', price: '24.90', oldPrice: '29.90', ean: '5901234123457', image: 'p-01-a.png' },
} as const;

function contractProduct(): ReferenceProduct {
  const { bare, full } = CONTRACT;
  const state = STATES.available;
  return {
    Id: CONTRACT.productId,
    Name: CONTRACT.name,
    Url: `/produkt/${CONTRACT.productId}-skarpety-kontrakt`,
    Producer: 'Kontrakt',
    Category: 'Skarpety',
    Sku: 'SK-0901',
    Ean: '',
    Price: bare.price,
    OldPrice: null,
    DiscountRate: 0,
    Images: [full.image],
    State: state,
    CartEnabled: true,
    Dictionaries: [{ Name: 'Kolor', Values: [bare.value, full.value] }],
    Variants: [
      { OptionId: bare.optionId, ValueIds: [bare.value.Id], Sku: bare.sku, Ean: '', Price: bare.price, OldPrice: null, DiscountRate: 0, Images: [], State: state, CartEnabled: true },
      {
        OptionId: full.optionId, ValueIds: [full.value.Id], Sku: full.sku, Ean: full.ean, Price: full.price, OldPrice: full.oldPrice,
        DiscountRate: 17, Images: [full.image], State: state, CartEnabled: true,
      },
    ],
  };
}

export function referenceCatalog(): ReferenceCatalog {
  return {
    Products: [...catalog.products.map(product), contractProduct()],
    ChooseState: CHOOSE_STATE,
    NoVariantState: NO_VARIANT_STATE,
  };
}
