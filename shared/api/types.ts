/**
 * The payloads and answers of every call in spec §7, exactly as the spec names their fields.
 * The fixture shop answers with these types and shared/api validates answers against them.
 */

/** One field of a question form submission (submit buttons left out). */
export interface QuestionFormField {
  name: string;
  type: string;
  value: string;
}

/** POST api/frontend/FetchQuestionFormTemplate */
export interface FetchQuestionFormTemplateRequest {
  type: number;
  id: number | null;
}
export interface FetchQuestionFormTemplateResponse {
  /** HTML to display: enters the DOM only through shared/html. */
  htmlTemplate: string;
}

/** POST api/frontend/SendQuestionForm */
export interface SendQuestionFormRequest {
  fields: QuestionFormField[];
  /** Captcha response string, empty when there is no captcha. */
  recaptcha: string;
}
export interface SendQuestionFormResponse {
  message: string;
}

/** POST Default.aspx/GetOptions: body `{ request: GetOptionsRequest }`, answer `{ d: ProductOptionResponse }`. */
export interface GetOptionsRequest {
  /** Ids of the selected dictionary values. */
  dicts: number[];
  pid: number;
}
export interface ProductState {
  Text: string;
  /** CSS colour, "#rrggbb". */
  ColorHex: string;
  Description: string;
  DaysAvailability: number;
}
export interface ProductOptionResponse {
  /** -1 when no variant matches the chosen options. */
  OptionId: number;
  HtmlResponse: string;
  SKU: string;
  EAN: string;
  PriceGross: number;
  /** null when the variant has no old price. */
  OldPriceGross: number | null;
  /** Whole percent; 0 when there is no discount. */
  DiscountRate: number;
  ProductName: string;
  /** File names under /dane/small/, /dane/full/ and /dane/source/. */
  Images: string[];
  CartEnabled: boolean;
  ProductState: ProductState;
}

/** POST Default.aspx/AddCart: body `{ request: AddCartRequest }`, answer `{ d: AddCartResponse }`. */
export interface AddCartAddon {
  key: string;
  value: string;
}
export interface AddCartRequest {
  Amount: number;
  ProductId: number;
  OptionId: number;
  addons: AddCartAddon[];
}
export interface AddCartResponse {
  /** Empty string when the shop does not redirect after adding. */
  RedirectToUrl: string;
  ProductUrl: string;
  /** Confirmation pop-up HTML. */
  HtmlResponse: string;
  PriceGross: number;
  ProductId: number;
  ProductName: string;
  /** A GA4 item, serialised as JSON text. */
  DataLayerItemJSON: string;
}

/** POST /api/frontend/availability */
export interface AvailabilityRequest {
  email: string;
  recaptcha: string;
  optionId: number;
}
export interface AvailabilityResponse {
  message: string;
}

/** POST /api/frontend/AdvancedSearch */
export interface AdvancedSearchRequest {
  categoryId: number;
}
export interface AdvancedSearchProducer {
  id: number;
  name: string;
}
export interface AdvancedSearchResponse {
  min: number;
  max: number;
  producers: AdvancedSearchProducer[];
}

/** POST api/frontend/searchsuggestions */
export interface SearchSuggestionsRequest {
  query: string;
}
export interface SuggestedProduct {
  url: string;
  /** Image URL (usually under /dane/small/). */
  image: string;
  name: string;
  price: number;
}
export interface SuggestedLink {
  url: string;
  name: string;
}
export interface SearchSuggestionsResponse {
  products: SuggestedProduct[];
  producers: SuggestedLink[];
  categories: SuggestedLink[];
}

/** An ASP.NET WebMethod wraps its answer in `d`. */
export interface WebMethodAnswer<T> {
  d: T;
}

/** Wishlist entry kept in the wishlist-cookie (JSON array, URI-encoded). */
export interface WishlistEntry {
  id: number;
  /** Milliseconds since the epoch when the product was added. */
  date: number;
}
