import styles from './form.module.css';

/** What the form's last action did (already translated), announced as a status. */
export const FormResult = ({ message }: { message: string | null }) => {
  if (!message) return null;
  return (
    <p className={styles.result} role="status">
      {message}
    </p>
  );
};
