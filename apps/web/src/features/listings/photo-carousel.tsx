// The swipeable photo carousel (@mantine/carousel with Embla), loaded after the page: until it arrives the
// gallery shows the same first photos without controls (listing-gallery.tsx).
import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { useTranslation } from 'react-i18next';
import { Photo } from './listing-gallery';
import classes from './listing-page.module.css';

export default function PhotoCarousel({ title, photos }: { title: string; photos: string[] }) {
  const { t } = useTranslation();
  return (
    <Carousel
      className={classes.gallery}
      slideSize={{ base: '100%', sm: '50%' }}
      slideGap="xs"
      emblaOptions={{ align: 'start', containScroll: 'trimSnaps' }}
      previousControlProps={{ 'aria-label': t('listingPage.previousPhoto') }}
      nextControlProps={{ 'aria-label': t('listingPage.nextPhoto') }}
    >
      {photos.map((src, i) => (
        <Carousel.Slide key={src}>
          <Photo src={src} title={title} n={i + 1} total={photos.length} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
