import type { IslandDocs } from '../runtime/docs';
import { gallerySchema } from './schema';

export const galleryDocs: IslandDocs<typeof gallerySchema> = {
  schema: gallerySchema,
  summary:
    'The product image gallery. Server markup: a `.gallery-main` box with the first image (`/dane/full/…`, linked to `/dane/source/…`) and a `#gallery-thumbs` list of thumbnail links (`.gallery-thumb`, `/dane/small/…` images, linked to the source image), so without JavaScript every image opens. The island puts a glide.js slider of all images into the `.gallery-main` box (give the box its final size in CSS, e.g. `aspect-ratio: 1`, so nothing shifts; the already loaded first image is reused), with previous/next buttons, and a magnifier button; a click on a thumbnail shows its slide (`aria-current` marks it). The magnifier, or a click on the image, opens the active image from `/dane/source/` in the shared pop-up as a lightbox: previous/next buttons and the arrow keys move through the images, Escape or the close button closes it, focus returns to the magnifier and the slider follows the last image seen. When the chosen variant (see `product-options`) brings other images, slider and thumbnails are rebuilt from them; a variant with no images of its own (`Images: []`) shows the product\'s, those of `data-images`, again.',
  attributes: {
    productId: 'The product whose chosen variant the gallery follows.',
    images: 'The image file names, comma-separated, as in the variant answer\'s `Images` (bare names: the folders `/dane/small/`, `/dane/full/`, `/dane/source/` are added).',
    alt: 'The product name: images are described as "<alt> – zdjęcie 2 z 3"; also the lightbox title.',
  },
  example: `<section id="product-gallery" aria-label="Zdjęcia produktu" data-island="gallery"
    data-product-id="1" data-images="p-03-a.png,p-03-b.png" data-alt="Kurtka zimowa">
  <figure class="gallery-main"><a href="/dane/source/p-03-a.png"><img id="gallery-main-image"
    src="/dane/full/p-03-a.png" width="800" height="800" alt="Kurtka zimowa"></a></figure>
  <ul class="gallery-thumbs" id="gallery-thumbs">
    <li><a class="gallery-thumb" href="/dane/source/p-03-a.png" aria-current="true"><img src="/dane/small/p-03-a.png" alt="Kurtka zimowa – zdjęcie 1 z 2"></a></li>
    <li><a class="gallery-thumb" href="/dane/source/p-03-b.png"><img src="/dane/small/p-03-b.png" alt="Kurtka zimowa – zdjęcie 2 z 2"></a></li>
  </ul>
</section>`,
  fixturePage: '/produkt/1-kurtka-zimowa-zolta-los (three images; each colour variant has its own two)',
};
