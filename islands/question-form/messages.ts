/** What the shopper reads when a question form cannot be opened or sent (the spec gives no wording). */
export const LOAD_FAILED = 'Nie udało się wczytać formularza. Spróbuj ponownie za chwilę.';
export const LOAD_FAILED_LINK = 'Otwórz formularz na osobnej stronie';
export const SEND_FAILED = 'Nie udało się wysłać wiadomości. Wpisane dane są zachowane: spróbuj ponownie za chwilę.';
export const RESPONSE_TITLE = 'Wiadomość wysłana';
export const RESPONSE_CLOSE = 'OK';
/** The pop-up's title when neither the trigger nor a theme script's call gives one. */
export const UNTITLED_FORM = 'Formularz';
