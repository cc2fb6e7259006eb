// The listing review page's photos (docs/product/specification/2-listings-and-tenants.md §2.11 "image carousel"): the
// shared carousel (components/photo-carousel.tsx), one photo on phones, in the listing page's order — the primary
// photo first, then the others by position (lib/photo-order.ts).
import { useTranslation } from 'react-i18next';
import { PhotoCarousel } from '../../components/photo-carousel';
import { orderedPhotos } from '../../lib/photo-order';
import classes from './reviews.module.css';

export function ListingPhotos({
  title,
  images,
  thumbnail,
}: {
  title: string;
  images: string[];
  thumbnail: string | null;
}) {
  const { t } = useTranslation();
  const photos = orderedPhotos(images, thumbnail);
  if (photos.length === 0) return null;
  return (
    <PhotoCarousel
      photos={photos}
      // one photo fills the row; more show two, then three across on wide screens
      slideSize={
        photos.length === 1
          ? '100%'
          : photos.length === 2
            ? { base: '100%', sm: '50%' }
            : { base: '100%', sm: '50%', md: '33.333%' }
      }
      photoClassName={photos.length === 1 ? classes.widePhoto : classes.photo}
      alt={(n, total) => t('reviews.listingPhoto', { n, total, title })}
      previousLabel={t('reviews.previousPhoto')}
      nextLabel={t('reviews.nextPhoto')}
      eager={3}
      withControls={photos.length > 1}
    />
  );
}
