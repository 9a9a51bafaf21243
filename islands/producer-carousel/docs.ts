import type { IslandDocs } from '../runtime/docs';
import { producerCarouselSchema } from './schema';

export const producerCarouselDocs: IslandDocs<typeof producerCarouselSchema> = {
  schema: producerCarouselSchema,
  summary:
    'The producers on the home page as a carousel (glide.js): 3, 4, 5, 6 or 7 in view from viewport widths 1, 601, 1100, 1280 and 1681 px (the spec\'s constant, turned into glide\'s max-width breakpoints). Without JavaScript, and until the island wakes, it is a normal list of links laid out as a scroll-snap strip with the same widths, so nothing shifts when glide mounts. The island puts "Poprzedni producenci" / "Następni producenci" buttons (a page at a time, back to the start after the end) into the `data-carousel-controls` slot, whose height the CSS reserves; producers out of view are `inert`, and after a move a polite status says which are shown ("Producenci 7–12 z 24"). Wakes on `visible`: it is below the fold.',
  attributes: {},
  example: `<section class="producer-carousel glide" data-island="producer-carousel"
   aria-labelledby="producers-heading" aria-roledescription="karuzela">
  <div class="producer-carousel__head">
    <h2 id="producers-heading">Nasi producenci</h2>
    <div class="producer-carousel__controls" data-carousel-controls></div>
  </div>
  <div class="glide__track" data-glide-el="track">
    <ul class="glide__slides" id="producer-carousel">
      <li class="glide__slide"><a href="/szukaj?producer=1">Łoś</a></li>
      …
    </ul>
  </div>
</section>`,
  fixturePage: '/ (the "Nasi producenci" section)',
};
