import { Navigate } from 'react-router';
import formStyles from '../../../components/form/auth-form.module.css';
import { FormError } from '../../../components/form/form-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { ShieldIcon } from '../../../components/icons/icons';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/use-translation';
import { LoginCredentialFields } from '../components/login-credential-fields';
import { useLoginForm } from '../login/use-login-form';
import styles from './agent-login-page.module.css';

/**
 * Route /agentLogin: a page of its own for agents (docs/product.md §2). Username
 * and password (and the captcha once asked for); no remember-me and no social
 * login. Non-agents are refused by the gateway (`error_not_agent`); success
 * goes to the agent home.
 */
export const AgentLoginPage = () => {
  const { t } = useTranslation();
  const { member } = useSession();
  const form = useLoginForm({ remember: false, portal: 'agent', destination: paths.agentHome.path });

  // An agent who is already signed in has nothing to do here.
  if (member?.isAgent && !form.isSubmitting) return <Navigate to={paths.agentHome.path} replace />;

  return (
    <section className={styles.page} aria-labelledby="agent-login-title">
      <div className={styles.card}>
        <div className={styles.heading}>
          <span className={styles.badge}>
            <ShieldIcon />
          </span>
          <div>
            <h1 id="agent-login-title" className={styles.title}>
              {t('agent.login_title')}
            </h1>
            <p className={styles.intro}>{t('agent.login_intro')}</p>
          </div>
        </div>
        <form
          className={formStyles.form}
          onSubmit={form.onSubmit}
          noValidate
          aria-labelledby="agent-login-title"
        >
          <LoginCredentialFields form={form} />
          <FormError messageKey={form.error?.key} values={form.error?.values} />
          <SubmitButton size="lg" fullWidth isBusy={form.isSubmitting}>
            {t('agent.login_submit')}
          </SubmitButton>
        </form>
      </div>
    </section>
  );
};
