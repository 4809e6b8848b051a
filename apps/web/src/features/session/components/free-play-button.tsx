import { useNavigate } from 'react-router';
import { Button } from '../../../components/button/button';
import { FormError } from '../../../components/form/form-error';
import { PlayIcon } from '../../../components/icons/icons';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessageKey } from '../../../lib/error-message';
import { paths } from '../../../lib/paths';
import { useFlag } from '../../../lib/site-status';
import { useTranslation } from '../../../lib/use-translation';
import { useFreePlay } from '../api/use-free-play';

/** Free play (FREEPLAY3): a trial session for trying games without an account. */
export const FreePlayButton = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const isEnabled = useFlag('FREEPLAY3');
  const freePlay = useFreePlay();
  if (!isEnabled) return null;

  const onClick = () =>
    freePlay.mutate(undefined, {
      onSuccess: () => {
        toast.show(t('auth.free_play_started'), 'success');
        navigate(paths.home.path);
      },
    });

  return (
    <>
      <Button
        variant="secondary"
        fullWidth
        icon={<PlayIcon />}
        loading={freePlay.isPending}
        onClick={onClick}
      >
        {t('auth.free_play')}
      </Button>
      <FormError messageKey={freePlay.error ? errorMessageKey(freePlay.error) : null} />
    </>
  );
};
