import { createContext, useContext } from 'react';

/**
 * False in an island's first render, the one that hydrates the server's nodes, and true from the
 * render the runtime makes right after it. Hydration sets no attribute, so whatever an island adds to
 * the theme's markup (aria-pressed, aria-controls, a message) is given from the awake render on.
 * Outside a runtime root (an island that draws nothing, a component test) it is true.
 */
export const Awake = createContext(true);

export const useAwake = (): boolean => useContext(Awake);
