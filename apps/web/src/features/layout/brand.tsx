import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import styles from './brand.module.css';

type TBrandProps = { name: string; logoUrl: string | null };

/** The merchant's logo and name, linking home. Falls back to the star mark when the logo fails. */
export const Brand = ({ name, logoUrl }: TBrandProps) => {
  const [hasLogoFailed, setHasLogoFailed] = useState(false);
  const showLogo = logoUrl !== null && !hasLogoFailed;
  return (
    <Link to={paths.home.path} className={styles.brand}>
      {/* A merchant logo already shows the name; without one the star mark and the name stand in. */}
      {showLogo ? (
        <img className={styles.logo} src={logoUrl} alt={name} onError={() => setHasLogoFailed(true)} />
      ) : (
        <>
          <svg className={styles.mark} viewBox="0 0 64 64" aria-hidden="true">
            <path
              fill="currentColor"
              d="M32 6l7.6 15.4 17 2.5-12.3 12 2.9 16.9L32 44.8l-15.2 8 2.9-16.9-12.3-12 17-2.5z"
            />
          </svg>
          <span className={styles.name}>{name}</span>
        </>
      )}
    </Link>
  );
};
