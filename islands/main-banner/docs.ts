import type { IslandDocs } from '../runtime/docs';
import { mainBannerSchema } from './schema';

export const mainBannerDocs: IslandDocs<typeof mainBannerSchema> = {
  schema: mainBannerSchema,
  summary:
    'The home page banner as a WAI-ARIA carousel (glide.js). Without JavaScript, and until the island wakes, the slides are a scroll-snap strip showing the first slide (the others scroll into view), with the same boxes glide then moves, so nothing shifts. The island adds, first in the tab order, a rotation control whose label names its action ("Zatrzymaj automatyczne przewijanie" / "Włącz automatyczne przewijanie"), then "Poprzedni slajd" and "Następny slajd" buttons and a visible "2 / 3". It moves to the next slide every `data-autoplay-ms`; a mouse over the banner or keyboard focus inside it holds the rotation, which resumes when both have left unless the shopper stopped it. Under `prefers-reduced-motion` it does not rotate (nor animate) until the shopper starts it. The slides container is `aria-live="off"` while rotating and `polite` otherwise; slides out of view are `inert`. Mark the hook `aria-roledescription="karuzela"` with an `aria-label`, and each slide `role="group"` `aria-roledescription="slajd"` `aria-label="X z Y"`. Wakes on `idle`: the banner is above the fold, so `visible` would wake it during the page load, competing with the largest paint, while the first rotation is 8 s away anyway and the server markup already shows slide 1.',
  attributes: {
    autoplayMs: 'Milliseconds between automatic moves (the spec: 8000). At least 1000.',
  },
  example: `<section class="main-banner glide" id="main-banner" data-island="main-banner"
   aria-roledescription="karuzela" aria-label="Promocje">
  <div class="glide__track" data-glide-el="track">
    <div class="glide__slides" id="main-banner-slides">
      <div class="glide__slide main-banner__slide" role="group" aria-roledescription="slajd" aria-label="1 z 2">…</div>
      <div class="glide__slide main-banner__slide" role="group" aria-roledescription="slajd" aria-label="2 z 2">…</div>
    </div>
  </div>
</section>`,
  fixturePage: '/ (the banner at the top)',
};
