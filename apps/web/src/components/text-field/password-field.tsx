import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../button/button';
import { EyeIcon, EyeOffIcon } from '../icons/icons';
import { TextField, type TTextFieldProps } from './text-field';

/** A password input with a show/hide toggle. */
export const PasswordField = (props: Omit<TTextFieldProps, 'type' | 'adornment'>) => {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      adornment={
        <Button
          variant="ghost"
          size="sm"
          iconOnly
          aria-label={isVisible ? t('common.hide_password') : t('common.show_password')}
          aria-pressed={isVisible}
          onClick={() => setIsVisible((visible) => !visible)}
          icon={isVisible ? <EyeOffIcon /> : <EyeIcon />}
        />
      }
    />
  );
};
