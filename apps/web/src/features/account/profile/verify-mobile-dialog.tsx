import authStyles from '../../../components/form/auth-form.module.css';
import { FormSubmit } from '../../../components/form/form-submit';
import { focusFirstInvalid, type TFieldErrors, useForm } from '../../../components/form/use-form';
import { Modal } from '../../../components/modal/modal';
import { useToast } from '../../../components/toast/toast-context';
import { useTranslation } from '../../../lib/use-translation';
import { DEFAULT_DIALING_CODE } from '../../shared-auth/sms/country-code-select';
import { PhoneFields } from '../../shared-auth/sms/phone-fields';
import { SmsCodeField } from '../../shared-auth/sms/sms-code-field';
import { phoneErrors, verificationCodeError } from '../../shared-auth/sms/sms-validation';
import { usePhoneCode } from '../../shared-auth/sms/use-sms-code-sender';
import { useVerifyMobile } from '../api/use-verify-mobile';

type TVerifyValues = { countryDialingCode: string; mobileNum: string; verificationCode: string };
type TVerifyField = keyof TVerifyValues;

/** Binds the member's mobile number: a code by SMS to it, then the code (docs/upstream.md §3, `operationType` 5). */
export const VerifyMobileDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const verifyMobile = useVerifyMobile();
  const form = useForm<TVerifyValues>(() => ({
    countryDialingCode: DEFAULT_DIALING_CODE,
    mobileNum: '',
    verificationCode: '',
  }));
  const { values, setValue, setFieldErrors } = form;
  const { sender, phone, onSend } = usePhoneCode('bindMobile', values, setFieldErrors);

  const validate = (): TFieldErrors<TVerifyField> => ({
    ...phoneErrors(phone()),
    verificationCode: verificationCodeError(values.verificationCode),
  });

  const onSubmit = form.submitWith(validate, (formElement) => {
    if (verifyMobile.isPending) return;
    verifyMobile.mutate(
      { ...phone(), verificationCode: values.verificationCode.trim() },
      {
        onSuccess: () => {
          toast.show(t('profile.mobile_verified'), 'success');
          onClose();
        },
        onError: (error) => {
          form.showServerError(error);
          focusFirstInvalid(formElement);
        },
      },
    );
  });

  return (
    <Modal open={open} onClose={onClose} title={t('profile.mobile_title')} size="sm">
      <form className={authStyles.form} onSubmit={onSubmit} noValidate>
        <p className={authStyles.lead}>{t('profile.mobile_lead')}</p>
        <PhoneFields
          countryDialingCode={values.countryDialingCode}
          mobileNum={values.mobileNum}
          onCountryChange={(value) => setValue('countryDialingCode', value)}
          onMobileChange={(value) => setValue('mobileNum', value)}
          countryError={form.messageOf('countryDialingCode')}
          mobileError={form.messageOf('mobileNum')}
        />
        <SmsCodeField
          value={values.verificationCode}
          onChange={(value) => setValue('verificationCode', value)}
          sender={sender}
          onSend={onSend}
          error={form.messageOf('verificationCode')}
        />
        <FormSubmit
          errorKey={form.formErrorKey}
          label={t('profile.mobile_submit')}
          isBusy={verifyMobile.isPending}
        />
      </form>
    </Modal>
  );
};
