import { lazy, Suspense, useState } from 'react';
import { Spinner } from '../../../components/loader/loader';
import { type TLoginMethod, useLoginMethods } from '../login/login-methods';
import { HeaderLoginForm } from './header-login-form';
import styles from './header-login-form.module.css';
import { LoginMethodSelect } from './login-method-select';

const HeaderSmsLoginForm = lazy(() =>
  import('./header-sms-login-form').then((module) => ({ default: module.HeaderSmsLoginForm })),
);

/**
 * The wide header's login: username or SMS, with a switch when the merchant
 * offers both. The switch stays mounted across forms, so it keeps focus.
 */
export const HeaderLogin = () => {
  const methods = useLoginMethods();
  const [chosenMethod, setMethod] = useState<TLoginMethod>(methods[0] ?? 'username');
  const method = methods.includes(chosenMethod) ? chosenMethod : (methods[0] ?? 'username');

  return (
    <div className={styles.login}>
      {methods.length > 1 && <LoginMethodSelect value={method} methods={methods} onChange={setMethod} />}
      {method === 'username' ? (
        <HeaderLoginForm />
      ) : (
        <Suspense fallback={<Spinner />}>
          <HeaderSmsLoginForm />
        </Suspense>
      )}
    </div>
  );
};
