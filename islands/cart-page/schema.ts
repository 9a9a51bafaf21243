/** No attributes: the commands are shared/api calls, everything else is the server markup (see docs.ts). */
export const cartPageSchema = {};
