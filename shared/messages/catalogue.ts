/**
 * Every word an island shows or announces itself, by key, with its Polish default (the spec's words
 * where the spec gives them). A page replaces any of them with a `data-storefront-messages` JSON
 * script (overrides.ts); a hook's own attributes, where an island has them, win over the page. An
 * entry is text with `{placeholders}`, or the plural forms `Intl.PluralRules` chooses from for the
 * page's `<html lang>` with `{count}`. Where each one shows: `docs/messages.md`, generated from
 * `catalogue-docs.ts`; the translators' file: `dist/storefront-messages.json`.
 */

/** The forms `Intl.PluralRules` picks for Polish; another language uses those of them it needs ("other" always). */
export interface PluralForms {
  readonly one: string;
  readonly few: string;
  readonly many: string;
  readonly other: string;
}

export const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

// Every space before "zł" and in long numbers is U+00A0, so a price never breaks across lines.
export const catalogue = {
  'price.amount': '{amount}\u00a0zł',
  'price.decimal-separator': ',',
  'price.group-separator': '\u00a0',
  'price.discount': 'oszczędzasz {rate}%',
  loading: 'Ładowanie…',
  'dialog.close': 'Zamknij',
  'dialog.untitled': 'Formularz',
  'add-to-cart.missing-option': 'Proszę wybrać opcję produktu',
  'add-to-cart.added': 'Dodano do koszyka',
  'add-to-cart.added-announced': 'Dodano do koszyka: {name}',
  'add-to-cart.failed': 'Nie udało się dodać produktu do koszyka. Spróbuj ponownie.',
  'product-options.failed': 'Nie udało się wczytać wybranego wariantu. Spróbuj ponownie.',
  'availability-notice.title': 'Powiadom o dostępności',
  'availability-notice.failed': 'Nie udało się zapisać powiadomienia o dostępności. Spróbuj ponownie później.',
  'availability-notice.email-missing': 'Podaj adres e-mail.',
  'availability-notice.email-invalid': 'Podaj poprawny adres e-mail, np. jan@example.pl.',
  'stock-check.failed': 'Nie udało się sprawdzić dostępności. Spróbuj ponownie.',
  'wishlist.added': 'Dodano do schowka: {name}. W schowku: {count}.',
  'wishlist.added-unnamed': 'Dodano do schowka. W schowku: {count}.',
  'wishlist.removed': 'Usunięto ze schowka: {name}. W schowku: {count}.',
  'wishlist.removed-unnamed': 'Usunięto ze schowka. W schowku: {count}.',
  'wishlist.oldest-dropped': 'Schowek mieści {max} produktów, więc usunięto najdawniej dodany.',
  'wishlist-box.empty': 'Schowek jest pusty. Kliknij ♡ przy produkcie, aby go zapamiętać.',
  'cart-page.unnamed-product': 'produkt',
  'cart-page.amount-changed': '{name}: ilość {amount}. Do zapłaty {total}.',
  'cart-page.amount-failed': 'Nie udało się zmienić ilości produktu {name}. Koszyk się nie zmienił, spróbuj ponownie.',
  'cart-page.removed': 'Usunięto z koszyka: {name}. Do zapłaty {total}.',
  'cart-page.removed-last': 'Usunięto z koszyka: {name}. Koszyk jest pusty.',
  'cart-page.remove-failed': 'Nie udało się usunąć produktu {name} z koszyka. Koszyk się nie zmienił, spróbuj ponownie.',
  'cart-page.point-chosen': 'Wybrano punkt odbioru: {point}.',
  'cart-page.point-missing': 'Wybierz punkt odbioru z listy.',
  'cart-page.point-failed': 'Nie udało się zapisać punktu odbioru. Wybór się nie zmienił, spróbuj ponownie.',
  'cart-page.points': { one: '{count} punkt', few: '{count} punkty', many: '{count} punktów', other: '{count} punktu' },
  'cart-page.points-of': { one: '{count} punkt z {total}', few: '{count} punkty z {total}', many: '{count} punktów z {total}', other: '{count} punktu z {total}' },
  'cart-page.points-announced': 'Punkty odbioru: {points}',
  'gallery.previous': 'Poprzednie zdjęcie',
  'gallery.next': 'Następne zdjęcie',
  'gallery.zoom': 'Powiększ zdjęcie',
  'gallery.image-alt': '{alt} – zdjęcie {position} z {count}',
  'gallery.position': 'Zdjęcie {position} z {count}',
  'gallery.lightbox-previous': '‹ Poprzednie',
  'gallery.lightbox-next': 'Następne ›',
  'main-banner.previous': 'Poprzedni slajd',
  'main-banner.next': 'Następny slajd',
  'main-banner.play': 'Włącz automatyczne przewijanie',
  'main-banner.pause': 'Zatrzymaj automatyczne przewijanie',
  'producer-carousel.previous': 'Poprzedni producenci',
  'producer-carousel.next': 'Następni producenci',
  'producer-carousel.shown': 'Producenci {first}–{last} z {count}',
  'price-slider.min': 'Cena minimalna',
  'price-slider.max': 'Cena maksymalna',
  'advanced-search.all-producers': 'Wszyscy producenci',
  'advanced-search.summary': {
    one: '{count} producent, ceny od {min} do {max}',
    few: '{count} producenci, ceny od {min} do {max}',
    many: '{count} producentów, ceny od {min} do {max}',
    other: '{count} producenta, ceny od {min} do {max}',
  },
  'search-suggest.label': 'Podpowiedzi wyszukiwania',
  'search-suggest.products': 'Produkty',
  'search-suggest.producers': 'Producenci',
  'search-suggest.categories': 'Kategorie',
  'search-suggest.recent': 'Ostatnio wyszukiwane',
  'search-suggest.none': 'Brak podpowiedzi',
  'search-suggest.count': {
    one: '{count} podpowiedź, strzałki w dół i w górę wybierają',
    few: '{count} podpowiedzi, strzałki w dół i w górę wybierają',
    many: '{count} podpowiedzi, strzałki w dół i w górę wybierają',
    other: '{count} podpowiedzi, strzałki w dół i w górę wybierają',
  },
  'cookie-notice.label': 'Informacja o plikach cookie',
  'cookie-notice.policy-link': 'Polityka prywatności',
  'cookie-notice.close': 'Zamknij',
  'question-form.load-failed': 'Nie udało się wczytać formularza. Spróbuj ponownie za chwilę.',
  'question-form.open-page': 'Otwórz formularz na osobnej stronie',
  'question-form.send-failed': 'Nie udało się wysłać wiadomości. Wpisane dane są zachowane: spróbuj ponownie za chwilę.',
  'question-form.sent': 'Wiadomość wysłana',
  'question-form.close': 'OK',
  'captcha.hint': 'Zaznacz pole „Nie jestem robotem”, aby wysłać formularz.',
  'captcha.unavailable': 'Nie udało się wczytać zabezpieczenia formularza. Odśwież stronę, aby spróbować ponownie.',
  'validation.required': 'To pole jest wymagane.',
  'validation.checkbox-required': 'Zaznacz to pole, aby przejść dalej.',
  'validation.email': 'Podaj poprawny adres e-mail, np. jan.kowalski@example.pl.',
  'validation.phone': 'Podaj poprawny numer telefonu, np. 600 700 800.',
  'validation.min-length': {
    one: 'Wpisz co najmniej {count} znak (teraz: {length}).',
    few: 'Wpisz co najmniej {count} znaki (teraz: {length}).',
    many: 'Wpisz co najmniej {count} znaków (teraz: {length}).',
    other: 'Wpisz co najmniej {count} znaku (teraz: {length}).',
  },
  'recently-viewed.clear': 'Wyczyść ostatnio oglądane',
  'recently-viewed.cleared': 'Wyczyszczono listę ostatnio oglądanych produktów.',
  'quick-add.failed': 'Nie udało się wczytać opcji tego produktu. Wybierz je na stronie produktu.',
  'quick-add.open-page': 'Przejdź do strony produktu',
} as const satisfies Record<string, string | PluralForms>;

export type Catalogue = typeof catalogue;
export type MessageKey = keyof Catalogue;
/** The keys whose entry is plural forms: their `{count}` picks the form. */
export type PluralKey = { [K in MessageKey]: Catalogue[K] extends string ? never : K }[MessageKey];
