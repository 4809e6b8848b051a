import { buttonClassName } from '../../../components/button/button-class';
import {
  AppleIcon,
  FacebookIcon,
  GoogleIcon,
  LineIcon,
  MayaIcon,
  TelegramIcon,
} from '../../../components/icons/brand-icons';
import { tk } from '../../../lib/i18n-keys';
import { useSiteStatus } from '../../../lib/site-status';
import { useTranslation } from '../../../lib/use-translation';
import styles from './social-login-links.module.css';

const PROVIDER_ICONS = {
  google: GoogleIcon,
  facebook: FacebookIcon,
  line: LineIcon,
  apple: AppleIcon,
  telegram: TelegramIcon,
  maya: MayaIcon,
} as const;

/** Brand names stay as they are in every language. */
const PROVIDER_NAMES = {
  google: { name: 'Google', label: tk('auth.social_google') },
  facebook: { name: 'Facebook', label: tk('auth.social_facebook') },
  line: { name: 'LINE', label: tk('auth.social_line') },
  apple: { name: 'Apple', label: tk('auth.social_apple') },
  telegram: { name: 'Telegram', label: tk('auth.social_telegram') },
  maya: { name: 'Maya', label: tk('auth.social_maya') },
} as const;

/**
 * Social sign-in (Google, Facebook, LINE, Apple, Telegram, Maya), each when the merchant offers it. Plain links: the
 * gateway runs the whole redirect flow at /auth/social/<provider> and comes
 * back to / (or to /?authError=<key>).
 */
export const SocialLoginLinks = ({ remember }: { remember: boolean }) => {
  const { t } = useTranslation();
  const { socialLogins } = useSiteStatus();
  if (socialLogins.length === 0) return null;
  return (
    <div className={styles.links}>
      {socialLogins.map((provider) => {
        const ProviderIcon = PROVIDER_ICONS[provider];
        const { name, label } = PROVIDER_NAMES[provider];
        // The button shows the provider's name; its accessible name says what it does.
        return (
          <a
            key={provider}
            className={buttonClassName({ variant: 'outline', fullWidth: true }, styles.link)}
            href={`/auth/social/${provider}?remember=${remember ? 1 : 0}`}
            aria-label={t(label)}
          >
            <ProviderIcon className={styles.icon} />
            {name}
          </a>
        );
      })}
    </div>
  );
};
