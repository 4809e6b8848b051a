import { useState } from 'react';
import { Link } from 'react-router';
import type { TBanner } from '@site/contracts/api';
import { ImageWithFallback } from '../../../components/image/image-with-fallback';
import { useTranslation } from '../../../lib/use-translation';
import { type TBannerGroup, useBanners } from '../api/use-banners';
import styles from './auth-banners.module.css';

const isExternal = (url: string) => /^https?:\/\//i.test(url);

type TAuthBannersProps = {
  group: TBannerGroup;
  /** Called when a banner link leaves the dialog, so a dialog that is not a route can close. */
  onNavigate?: () => void;
  /**
   * Width / height of the frame. The banners are 16:9 cards; a wide dialog
   * crops them flatter so the form stays in view.
   */
  aspectRatio?: number;
};

const BannerImage = ({ banner, aspectRatio }: { banner: TBanner; aspectRatio: number }) => (
  <ImageWithFallback
    className={styles.frame}
    src={banner.imageUrl}
    alt={banner.title}
    aspectRatio={aspectRatio}
  />
);

/**
 * The banners of a modal's group (docs/product.md §2: w_login, w_register,
 * w_forget). Decorative: while loading, on failure or with none, nothing shows.
 * Several banners get dots to switch between them.
 */
export const AuthBanners = ({ group, onNavigate, aspectRatio = 16 / 9 }: TAuthBannersProps) => {
  const { t } = useTranslation();
  const banners = useBanners(group);
  const [index, setIndex] = useState(0);
  const items = banners.data?.items ?? [];
  const banner = items[Math.min(index, items.length - 1)];
  if (!banner) return null;

  const { url } = banner;
  const image = <BannerImage banner={banner} aspectRatio={aspectRatio} />;
  return (
    <div className={styles.banners}>
      {url && banner.linkageType !== 'NONE' ? (
        isExternal(url) ? (
          <a className={styles.link} href={url} target="_blank" rel="noopener noreferrer">
            {image}
          </a>
        ) : (
          <Link className={styles.link} to={url} onClick={onNavigate}>
            {image}
          </Link>
        )
      ) : (
        image
      )}
      {items.length > 1 && (
        <div className={styles.dots} role="group" aria-label={t('auth.banners')}>
          {items.map((item, itemIndex) => (
            <button
              key={item.id}
              type="button"
              className={styles.dot}
              aria-label={item.title}
              aria-pressed={item.id === banner.id}
              onClick={() => setIndex(itemIndex)}
            />
          ))}
        </div>
      )}
    </div>
  );
};
