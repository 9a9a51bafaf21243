/** The shopper asked the browser to save data (`navigator.connection.saveData`): nothing is fetched ahead of a click. */
export const savesData = (): boolean => (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;
