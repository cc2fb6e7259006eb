// A photo from the app's file storage. One that cannot be loaded (a 503 while the storage is away,
// docs/reliability.md) leaves a panel of the same size and name in its place, not a broken-image icon over its
// alt text: the page keeps its shape and still says what was there.
import { useState, type ImgHTMLAttributes } from 'react';

type Props = Pick<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'draggable'> & {
  src: string;
  alt: string;
  className?: string;
};

export function StoredPhoto({ src, alt, className, ...rest }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) return <div className={className} role="img" aria-label={alt} />;
  return <img className={className} src={src} alt={alt} onError={() => setFailed(src)} {...rest} />;
}
