import { CaptchaField } from '../../shared-auth/captcha/captcha-field';
import { SlideCaptchaField } from '../../shared-auth/captcha/slide-captcha-field';
import type { TLoginForm } from '../login/use-login-form';

type TLoginCaptchaProps = {
  form: TLoginForm;
  error?: string | null;
  variant?: 'default' | 'compact';
};

/** The login's captcha once the gateway asks for it: the image one, or the slide under GEETEST3. */
export const LoginCaptcha = ({ form, error, variant }: TLoginCaptchaProps) => {
  if (!form.isCaptchaShown) return null;
  const onChange = (value: string) => form.setValue('captcha', value);
  return form.isSlideCaptcha ? (
    <SlideCaptchaField
      captcha={form.slideCaptcha}
      value={form.values.captcha}
      onChange={onChange}
      error={error}
      variant={variant}
    />
  ) : (
    <CaptchaField
      captcha={form.captcha}
      value={form.values.captcha}
      onChange={onChange}
      error={error}
      variant={variant}
      isRequired={variant !== 'compact'}
    />
  );
};
