import type { ButtonHTMLAttributes } from 'react';

type CarouselButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'aria-label' | 'children'> & {
  /** Names the action, e.g. "Następny slajd": the glyph alone says nothing to a screen reader. */
  label: string;
  glyph: string;
};

/** A previous/next/rotation button of a carousel. */
export function CarouselButton({ label, glyph, className, ...props }: CarouselButtonProps) {
  return (
    <button type="button" className={`carousel-control ${className}`} aria-label={label} {...props}>
      <span aria-hidden="true">{glyph}</span>
    </button>
  );
}
