import { useState } from 'react';
import { Button } from '../../../components/button/button';
import { Skeleton } from '../../../components/skeleton/skeleton';
import { useTranslation } from '../../../lib/use-translation';
import { useAvatar } from '../api/use-profile-queries';
import { AvatarPickerDialog } from './avatar-picker-dialog';
import styles from './profile.module.css';
import { StaticAvatar } from './static-avatar';

/** The member's avatar with the way to change it; the default picture until it loads, and when it cannot. */
export const AvatarCard = () => {
  const { t } = useTranslation();
  const avatar = useAvatar();
  const [isPickerOpen, setIsPickerOpen] = useState(false);

  return (
    <div className={styles.avatarCard}>
      {avatar.isPending ? (
        <Skeleton className={styles.avatar} />
      ) : (
        <StaticAvatar
          id={avatar.data?.current.id ?? '0'}
          className={styles.avatar}
          data-testid="member-avatar"
        />
      )}
      {avatar.data && avatar.data.choices.length > 0 && (
        <>
          <Button variant="link" size="sm" onClick={() => setIsPickerOpen(true)}>
            {t('profile.avatar_change')}
          </Button>
          <AvatarPickerDialog
            open={isPickerOpen}
            onClose={() => setIsPickerOpen(false)}
            avatar={avatar.data}
          />
        </>
      )}
    </div>
  );
};
