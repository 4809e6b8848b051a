import { useState } from 'react';
import type { TRestriction } from '@site/contracts/api';
import { RG_RETURN_COOLING_OFF_HOURS } from '@site/contracts/domain';
import { Button } from '../../../components/button/button';
import { FormError } from '../../../components/form/form-error';
import { errorMessageOf, restrictionMessage, type THintFormat } from '../../../lib/error-hints';
import { translateMessage } from '../../../lib/message';
import { useTranslation } from '../../../lib/use-translation';
import { useAskToReturn } from '../api/use-ask-to-return';
import styles from '../responsible.module.css';

/**
 * The restriction in force, said as the banner says it; after a
 * self-exclusion has ended (`closed`) the member may ask to return, and
 * play opens once the cooling-off has passed (`returning`).
 */
export const RestrictionStatus = ({
  restriction,
  format,
}: {
  restriction: TRestriction;
  format: THintFormat;
}) => {
  const { t } = useTranslation();
  const askToReturn = useAskToReturn();
  // The answer to "ask to return" shows at once; the overview read again then says the same.
  const [returning, setReturning] = useState<TRestriction | null>(null);
  const current = restriction.kind === 'closed' && returning ? returning : restriction;
  const failure = askToReturn.error ? errorMessageOf(askToReturn.error, format) : null;

  return (
    <section className={[styles.section, styles.restriction].join(' ')} aria-labelledby="rg-restriction">
      <h4 id="rg-restriction" className={styles.sectionTitle}>
        {t('rg.status.title')}
      </h4>
      <p role="status">{translateMessage(t, restrictionMessage(current, format))}</p>
      {current.kind === 'closed' && (
        <>
          <p className={styles.lead}>
            {t('rg.status.return_explained', { hours: RG_RETURN_COOLING_OFF_HOURS })}
          </p>
          <div className={styles.actions}>
            <Button
              loading={askToReturn.isPending}
              onClick={() =>
                askToReturn.mutate(undefined, {
                  onSuccess: (output) => setReturning(output.restriction),
                })
              }
            >
              {t('rg.status.ask_to_return')}
            </Button>
          </div>
          {failure && <FormError messageKey={failure.key} values={failure.values} />}
        </>
      )}
    </section>
  );
};
