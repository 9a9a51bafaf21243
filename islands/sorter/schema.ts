export const sorterSchema = {};
