// The listing review page's photos (docs/product/specification/2-listings-and-tenants.md §2.11 "image carousel"): a swipeable carousel, one photo on phones.
import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { useTranslation } from 'react-i18next';
import { StoredPhoto } from '../../components/stored-photo';
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
  const photos = images.length > 0 ? images : thumbnail ? [thumbnail] : [];
  if (photos.length === 0) return null;
  return (
    <Carousel
      // one photo fills the row; more show two, then three across on wide screens
      slideSize={
        photos.length === 1
          ? '100%'
          : photos.length === 2
            ? { base: '100%', sm: '50%' }
            : { base: '100%', sm: '50%', md: '33.333%' }
      }
      slideGap="xs"
      emblaOptions={{ align: 'start', containScroll: 'trimSnaps' }}
      previousControlProps={{ 'aria-label': t('reviews.previousPhoto') }}
      nextControlProps={{ 'aria-label': t('reviews.nextPhoto') }}
      withControls={photos.length > 1}
    >
      {photos.map((src, i) => (
        <Carousel.Slide key={src}>
          <StoredPhoto
            src={src}
            alt={t('reviews.listingPhoto', { n: i + 1, total: photos.length, title })}
            className={photos.length === 1 ? classes.widePhoto : classes.photo}
            loading={i < 3 ? 'eager' : 'lazy'}
          />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
