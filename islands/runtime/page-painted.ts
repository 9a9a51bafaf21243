/**
 * Resolves when the page as loaded is on screen: after the load event (every image not lazy is in)
 * and two frames after it. Chunks requested before the first paint compete with it and with the LCP
 * image, and Lighthouse's simulation charges their download to LCP (the bench saw it on the cart, FAQ
 * and advanced-search pages, whose islands woke a frame after boot, before load). A tab opened in the
 * background paints nothing, so its islands wait until it is shown.
 */
export const pagePainted = new Promise<void>((resolve) => {
  const afterLoad = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)));
  // Boot, a module script, runs before load; a page that injects it later may be past it.
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad);
});
