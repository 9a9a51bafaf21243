/** The FAQ needs no settings: its items are the `<details id>` inside the hook. */
export const faqSchema = {};
