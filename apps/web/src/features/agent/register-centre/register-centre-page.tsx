import styles from '../agent-pages.module.css';
import { InviteLinksSection } from './invite-links-section';
import { RegisterDownlineForm } from './register-downline-form';

/** Register centre: the agent's invite links, and registering a downline directly. */
const RegisterCentrePage = () => (
  <div className={styles.page}>
    <InviteLinksSection />
    <RegisterDownlineForm />
  </div>
);

export default RegisterCentrePage;
