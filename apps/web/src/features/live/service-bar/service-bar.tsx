import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LIMITS } from '@site/contracts/domain';
import { CountBadge } from '../../../components/count-badge/count-badge';
import { FacebookIcon, TelegramIcon } from '../../../components/icons/brand-icons';
import { ArrowUpIcon, ChatIcon, QrCodeIcon, TelephoneIcon } from '../../../components/icons/icons';
import { CloseIcon, FeedbackIcon, HeadsetIcon } from '../../../components/icons/shell-icons';
import { lazyDialog } from '../../../components/modal/lazy-dialog';
import { VisuallyHidden } from '../../../components/visually-hidden/visually-hidden';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../../lib/media-query';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useSiteStatus } from '../../../lib/site-status';
import { useTranslation } from '../../../lib/use-translation';
import { promptLoginState } from '../../shared-auth/login-return';
import { useRealAccountGate } from '../../shared-auth/real-account-gate';
import { useFeedbackDialog } from '../../shared-feedback/feedback-dialog';
import { useChatUnreadCount } from '../api/use-chat-unread-count';
import { contactLinksOf, hasLiveChat, type TContactLink } from './contact-links';
import styles from './service-bar.module.css';
import { ServicePopover } from './service-popover';
import { useScrolledPast } from './use-scrolled-past';

const ChatRoomDialog = lazyDialog(() =>
  import('../chat-room/chat-room-dialog').then((module) => module.ChatRoomDialog),
);
const QrCode = lazy(() =>
  import('../../../components/qr-code/qr-code').then((module) => ({ default: module.QrCode })),
);

/** Phones fold the bar into one button, so it never sits over the page. */
const PHONE_QUERY = '(max-width: 600px)';
/** Back to top shows once the page has scrolled this far. */
const BACK_TO_TOP_AFTER_PX = 400;

export type TAppDownload = { platform: 'android' | 'ios'; url: string };

type TServiceBarProps = {
  /** The app download links, one per platform (the home feature's, composed by the app). */
  apps: readonly TAppDownload[];
};

/** `channel`: our name of the channel ("Call us"), said before the merchant's own title of the link. */
const ContactLink = ({ link, icon, channel }: { link: TContactLink; icon: ReactNode; channel?: string }) => {
  const { t } = useTranslation();
  const isWeb = !link.href.startsWith('tel:');
  const name = channel ? `${channel}: ${link.title}` : link.title;
  return (
    <a
      className={styles.item}
      href={link.href}
      title={link.title}
      {...(isWeb && { target: '_blank', rel: 'noopener noreferrer' })}
    >
      {icon}
      <VisuallyHidden>{isWeb ? `${name} ${t('home.opens_new_tab')}` : name}</VisuallyHidden>
    </a>
  );
};

/** One channel: a direct link, or a list beside the bar when there are several (docs/product.md §2). */
const ContactChannel = ({
  links,
  label,
  icon,
  testId,
}: {
  links: TContactLink[];
  label: string;
  icon: ReactNode;
  testId: string;
}) => {
  const { t } = useTranslation();
  const [only] = links;
  if (!only) return null;
  if (links.length === 1)
    return (
      <li data-testid={testId}>
        <ContactLink link={only} icon={icon} channel={label} />
      </li>
    );
  return (
    <li>
      <ServicePopover label={label} icon={icon} data-testid={testId}>
        <ul role="list" className={styles.linkList}>
          {links.map((link) => (
            <li key={link.href}>
              <a
                className={styles.panelLink}
                href={link.href}
                {...(!link.href.startsWith('tel:') && { target: '_blank', rel: 'noopener noreferrer' })}
              >
                {link.title}
                {!link.href.startsWith('tel:') && <VisuallyHidden> {t('home.opens_new_tab')}</VisuallyHidden>}
              </a>
            </li>
          ))}
        </ul>
      </ServicePopover>
    </li>
  );
};

/**
 * The floating service bar (docs/product.md §2): live chat (the chat-room
 * modal, with its unread badge), Facebook, Telegram and telephone from the
 * merchant's customer-service channels, the app QR codes and back to top.
 * At the right edge on wide screens; one button in the corner on phones.
 * Live chat is for members: a visitor is asked to log in, a trial account
 * sees the real-account notice.
 */
export const ServiceBar = ({ apps }: TServiceBarProps) => {
  const { t } = useTranslation();
  const { customerService, resources } = useSiteStatus();
  const { member, isPending: isSessionPending } = useSession();
  const runForRealAccount = useRealAccountGate();
  const feedback = useFeedbackDialog();
  const navigate = useNavigate();
  const location = useLocation();
  const unread = useChatUnreadCount();
  const isPhone = useMediaQuery(PHONE_QUERY, false);
  const isReducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, false);
  const isScrolled = useScrolledPast(BACK_TO_TOP_AFTER_PX);
  const [isExpanded, setIsExpanded] = useState(false);
  const [isChatOpen, setIsChatOpen] = useState(false);
  const listId = useId();

  const facebook = contactLinksOf(customerService, 'FACEBOOK');
  const facebookLinks =
    facebook.length > 0
      ? facebook
      : contactLinksOf(
          resources.map((resource) => ({
            csType: resource.resourceType.toUpperCase(),
            title: resource.name,
            url: resource.url,
          })),
          'FACEBOOK',
        );
  const telegram = contactLinksOf(customerService, 'TELEGRAM');
  const telephone = contactLinksOf(customerService, 'TELEPHONE');
  const unreadLabel = t('live.unread', { count: unread });
  // Named outright: the badge sits in a grid, and name computation would put a space before its comma.
  const withUnread = (name: string) => (unread > 0 ? `${name}, ${unreadLabel}` : name);

  const openChat = () => {
    if (!member) {
      navigate(paths.login.path, { state: promptLoginState(location) });
      return;
    }
    runForRealAccount(() => setIsChatOpen(true));
  };

  const backToTop = () => {
    window.scrollTo({ top: 0, behavior: isReducedMotion ? 'auto' : 'smooth' });
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  const isListShown = !isPhone || isExpanded;

  return (
    <>
      <aside className={styles.bar} aria-label={t('live.bar')} data-testid="service-bar">
        <ul id={listId} role="list" className={styles.items} hidden={!isListShown}>
          {hasLiveChat(customerService) && (
            <li>
              <button
                type="button"
                className={[styles.item, styles.chat].join(' ')}
                title={t('live.title')}
                aria-label={withUnread(t('live.title'))}
                onClick={openChat}
                // Until the session is known it is not clear whether to chat or to log in.
                disabled={isSessionPending}
              >
                <ChatIcon />
                <CountBadge
                  count={unread}
                  label={unreadLabel}
                  className={styles.badge}
                  data-testid="live-chat-unread"
                />
              </button>
            </li>
          )}
          {facebookLinks[0] && (
            <li>
              <ContactLink link={facebookLinks[0]} icon={<FacebookIcon />} />
            </li>
          )}
          <ContactChannel
            links={telegram}
            label={t('live.telegram')}
            icon={<TelegramIcon />}
            testId="service-telegram"
          />
          <ContactChannel
            links={telephone}
            label={t('live.telephone')}
            icon={<TelephoneIcon />}
            testId="service-telephone"
          />
          {apps.length > 0 && (
            <li>
              <ServicePopover label={t('live.app')} icon={<QrCodeIcon />} data-testid="service-app">
                <ul role="list" className={styles.qrList}>
                  {apps.map((app) => {
                    const platform = app.platform === 'android' ? t('home.app_android') : t('home.app_ios');
                    return (
                      <li key={app.platform} className={styles.qrItem}>
                        <Suspense fallback={<span className={styles.qrPlaceholder} />}>
                          <QrCode
                            value={app.url}
                            label={t('home.app_qr_label', { platform })}
                            size={LIMITS.qrSize.floatBar}
                          />
                        </Suspense>
                        <span>{platform}</span>
                      </li>
                    );
                  })}
                </ul>
              </ServicePopover>
            </li>
          )}
          <li>
            <button
              type="button"
              className={styles.item}
              title={t('service.feedback.open')}
              onClick={feedback.open}
            >
              <FeedbackIcon />
              <VisuallyHidden>{t('service.feedback.open')}</VisuallyHidden>
            </button>
          </li>
          {isScrolled && (
            <li>
              <button type="button" className={styles.item} title={t('live.back_to_top')} onClick={backToTop}>
                <ArrowUpIcon />
                <VisuallyHidden>{t('live.back_to_top')}</VisuallyHidden>
              </button>
            </li>
          )}
        </ul>
        {isPhone && (
          <button
            type="button"
            className={[styles.item, styles.toggle].join(' ')}
            aria-expanded={isExpanded}
            aria-controls={listId}
            aria-label={isExpanded ? t('common.customer_service') : withUnread(t('common.customer_service'))}
            onClick={() => setIsExpanded((expanded) => !expanded)}
          >
            {isExpanded ? <CloseIcon /> : <HeadsetIcon />}
            {!isExpanded && <CountBadge count={unread} label={unreadLabel} className={styles.badge} />}
          </button>
        )}
      </aside>
      {/* Phones: room under the footer, so the corner button never hides the page's last lines. */}
      <div className={styles.phoneSpacer} aria-hidden="true" />
      <ChatRoomDialog open={isChatOpen} onClose={() => setIsChatOpen(false)} />
    </>
  );
};
