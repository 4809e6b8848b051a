import { CameraIcon, ChatIcon, LinkIcon, PlayIcon, SendIcon, UserIcon } from '../../components/icons/icons';
import styles from './footer.module.css';

type TFooterLink = { resourceType: string; url: string; name: string };

const ICONS: Readonly<Record<string, typeof LinkIcon>> = {
  WHATSAPP: ChatIcon,
  TELEGRAM: SendIcon,
  YOUTUBE: PlayIcon,
  INSTAGRAM: CameraIcon,
  FACEBOOK: UserIcon,
};

/** The merchant's external links (names come from the merchant's configuration). */
export const FooterLinkList = ({ links, label }: { links: readonly TFooterLink[]; label: string }) => {
  if (links.length === 0) return null;
  return (
    <ul role="list" className={styles.linkList} aria-label={label}>
      {links.map((link) => {
        const Icon = ICONS[link.resourceType.toUpperCase()] ?? LinkIcon;
        return (
          <li key={`${link.resourceType}-${link.url}`}>
            <a className={styles.externalLink} href={link.url} target="_blank" rel="noopener noreferrer">
              <Icon className={styles.linkIcon} />
              {link.name}
            </a>
          </li>
        );
      })}
    </ul>
  );
};
