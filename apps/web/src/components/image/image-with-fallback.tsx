import { useState } from 'react';
// A file of its own rather than inlined: it shows only when an image fails, so it stays out of the first load.
import fallbackImage from '../../assets/image-fallback.svg?no-inline';
import styles from './image.module.css';

type TImageProps = {
  src: string | null;
  alt: string;
  /** Width / height, fixed up front so the page does not shift while loading. */
  aspectRatio: number;
  className?: string;
  imageClassName?: string;
  /** The artwork's own pixel size, given to the <img> so the browser knows it before the file. */
  width?: number;
  height?: number;
  /**
   * The page's largest image on first view (its LCP element): fetched at once
   * with high priority and shown as soon as it is decoded, never lazily or
   * faded in, since either would hold back the paint that counts.
   */
  isPriority?: boolean;
};

/** An image (lazily loaded unless it is the priority one) in a fixed-ratio frame that shows a default image on error. */
export const ImageWithFallback = ({
  src,
  alt,
  aspectRatio,
  className,
  imageClassName,
  width,
  height,
  isPriority = false,
}: TImageProps) => {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const effectiveSrc = src && src !== failedSrc ? src : fallbackImage;
  const isLoading = !isPriority && effectiveSrc !== fallbackImage && effectiveSrc !== loadedSrc;

  return (
    <div className={[styles.frame, className].filter(Boolean).join(' ')} style={{ aspectRatio }}>
      <img
        src={effectiveSrc}
        alt={alt}
        width={width}
        height={height}
        loading={isPriority ? 'eager' : 'lazy'}
        fetchPriority={isPriority ? 'high' : undefined}
        decoding="async"
        className={[styles.image, isLoading ? styles.loading : undefined, imageClassName]
          .filter(Boolean)
          .join(' ')}
        onLoad={() => setLoadedSrc(effectiveSrc)}
        onError={() => {
          if (effectiveSrc !== fallbackImage) setFailedSrc(effectiveSrc);
        }}
      />
    </div>
  );
};
