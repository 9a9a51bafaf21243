import type { MouseEvent, ReactNode } from 'react';
import { Added, Adopt, adoptNodes } from '../../shared/ui/adopt';
import { imageAlt, sameImages, smallImage, sourceImage } from './images';
import type { GalleryMarkup } from './read-gallery';

type ThumbnailsProps = Pick<GalleryMarkup, 'thumbList' | 'thumbNodes' | 'thumbs' | 'serverImages'> & {
  images: readonly string[];
  index: number;
  /** The product name, for the images' alt text. */
  alt: string;
  onShow: (index: number) => void;
};

/**
 * The thumbnail list, adopted: a thumbnail shows its slide instead of opening the image, and the one
 * in view is marked current. The server's own thumbnails (links and loaded images) stay, hidden while
 * a variant's images show: React never takes a node of the theme's out, so they are there again when
 * the server's images return.
 */
export function Thumbnails({ thumbList, thumbNodes, thumbs, images, serverImages, index, alt, onShow }: ThumbnailsProps) {
  const thumbProps = (i: number) => ({
    'aria-current': i === index ? ('true' as const) : undefined,
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      onShow(i);
    },
  });
  const serverShown = sameImages(images, serverImages);
  const hidden = !serverShown || undefined;
  const serverThumbs = new Map<Element, ReactNode>(
    thumbs.map((link, i) => {
      const item = link.closest('li') ?? link;
      const ownLink = <Adopt node={link} {...(serverShown ? thumbProps(i) : {})} hidden={item === link ? hidden : undefined} />;
      return [item, item === link ? ownLink : <Adopt node={item} hidden={hidden}>{adoptNodes([...item.childNodes], new Map([[link, ownLink]]))}</Adopt>];
    }),
  );
  return (
    <Adopt node={thumbList}>
      {adoptNodes(thumbNodes, serverThumbs)}
      <Added>
        {!serverShown &&
          images.map((name, i) => (
            <li key={`${i}:${name}`}>
              <a className="gallery-thumb" href={sourceImage(name)} {...thumbProps(i)}>
                <img src={smallImage(name)} width={240} height={240} alt={imageAlt(alt, i, images.length)} />
              </a>
            </li>
          ))}
      </Added>
    </Adopt>
  );
}
