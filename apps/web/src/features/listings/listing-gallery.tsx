// The listing's photos, primary photo first (docs/product/specification/2-listings-and-tenants.md §2.8; the order of
// lib/photo-order.ts): one photo on phones, two side by side on wider screens. With more photos than that, the
// carousel (components/photo-carousel.tsx) takes over once its code has loaded; until it arrives the gallery shows
// the same first photos without controls (docs/decisions/004-web-performance.md).
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { StoredPhoto } from '../../components/stored-photo';
import { orderedPhotos } from '../../lib/photo-order';
import classes from './listing-page.module.css';

const PhotoCarousel = lazy(() => import('../../components/photo-carousel'));

function Photo({ src, title, n, total }: { src: string; title: string; n: number; total: number }) {
  const { t } = useTranslation();
  return (
    <StoredPhoto
      className={classes.photo}
      src={src}
      alt={t('listingPage.photo', { title, n, total })}
      loading={n <= 2 ? 'eager' : 'lazy'}
      draggable={false}
    />
  );
}

export function ListingGallery({
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
  if (photos.length === 0) return <div className={classes.noPhoto}>{t('listingPage.noPhotos')}</div>;
  const firstPhotos = (
    <div className={`${classes.gallery} ${classes.still} ${photos.length === 1 ? classes.single : ''}`}>
      {photos.slice(0, 2).map((src, i) => (
        <Photo key={src} src={src} title={title} n={i + 1} total={photos.length} />
      ))}
    </div>
  );
  if (photos.length <= 2) return firstPhotos;
  return (
    <Suspense fallback={firstPhotos}>
      <PhotoCarousel
        className={classes.gallery}
        photoClassName={classes.photo}
        photos={photos}
        alt={(n, total) => t('listingPage.photo', { title, n, total })}
        previousLabel={t('listingPage.previousPhoto')}
        nextLabel={t('listingPage.nextPhoto')}
        slideSize={{ base: '100%', sm: '50%' }}
        eager={2}
      />
    </Suspense>
  );
}
