// The swipeable photo carousel (@mantine/carousel with Embla) of a listing's photos, on the listing page
// (docs/product/specification/2-listings-and-tenants.md §2.8 "image carousel") and the listing review page (§2.11).
// Photos come in the order of lib/photo-order.ts. The default export lets a page load it after its first render
// (the listing page does, docs/decisions/004-web-performance.md); the texts are the caller's.
import '@mantine/carousel/styles.css';
import { Carousel, type CarouselProps } from '@mantine/carousel';
import { StoredPhoto } from './stored-photo';

export type PhotoCarouselProps = {
  photos: readonly string[];
  /** a photo's accessible name, n counted from 1 */
  alt: (n: number, total: number) => string;
  previousLabel: string;
  nextLabel: string;
  /** how much of the row a slide takes, by breakpoint */
  slideSize: CarouselProps['slideSize'];
  className?: string;
  photoClassName?: string;
  /** the first photos that load at once; the rest load lazily */
  eager: number;
  withControls?: boolean;
};

export default function PhotoCarousel({
  photos,
  alt,
  previousLabel,
  nextLabel,
  slideSize,
  className,
  photoClassName,
  eager,
  withControls = true,
}: PhotoCarouselProps) {
  return (
    <Carousel
      className={className}
      slideSize={slideSize}
      slideGap="xs"
      emblaOptions={{ align: 'start', containScroll: 'trimSnaps' }}
      previousControlProps={{ 'aria-label': previousLabel }}
      nextControlProps={{ 'aria-label': nextLabel }}
      withControls={withControls}
    >
      {photos.map((src, i) => (
        <Carousel.Slide key={src}>
          <StoredPhoto
            className={photoClassName}
            src={src}
            alt={alt(i + 1, photos.length)}
            loading={i < eager ? 'eager' : 'lazy'}
            draggable={false}
          />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}

export { PhotoCarousel };
