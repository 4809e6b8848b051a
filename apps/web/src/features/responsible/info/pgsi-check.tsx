import { type FormEvent, useId, useState } from 'react';
import { PGSI_QUESTION_COUNT } from '@site/contracts/domain';
import { Button } from '../../../components/button/button';
import { FormError } from '../../../components/form/form-error';
import { useTranslation } from '../../../lib/use-translation';
import { PGSI_BAND_TEXT_KEYS, PGSI_BAND_TITLE_KEYS } from '../rg-labels';
import styles from './info.module.css';
import { PGSI_ANSWERS, PGSI_QUESTION_KEYS, pgsiResultOf, type TPgsiResult } from './pgsi';

/**
 * The Problem Gambling Severity Index as a self-test: nine questions about
 * the last 12 months, each answered never (0) to almost always (3), and the
 * total's band explained. Nothing is sent anywhere.
 */
export const PgsiCheck = () => {
  const { t } = useTranslation();
  const baseId = useId();
  const [answers, setAnswers] = useState<(number | null)[]>(() => Array(PGSI_QUESTION_COUNT).fill(null));
  const [result, setResult] = useState<TPgsiResult | null>(null);
  const [isIncomplete, setIsIncomplete] = useState(false);

  const answer = (index: number, score: number) => {
    setAnswers((current) => current.map((value, at) => (at === index ? score : value)));
    setResult(null);
    setIsIncomplete(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = pgsiResultOf(answers);
    setResult(next);
    setIsIncomplete(next === null);
  };

  return (
    <form className={styles.pgsi} noValidate onSubmit={onSubmit}>
      <p className={styles.text}>{t('rg.pgsi.instructions')}</p>
      <ol className={styles.questions}>
        {PGSI_QUESTION_KEYS.map((questionKey, index) => (
          <li key={questionKey}>
            <fieldset className={styles.question}>
              <legend className={styles.questionText}>{t(questionKey)}</legend>
              <div className={styles.answers}>
                {PGSI_ANSWERS.map(({ score, labelKey }) => (
                  <label key={score} className={styles.answer}>
                    <input
                      type="radio"
                      name={`${baseId}-q${index + 1}`}
                      value={score}
                      checked={answers[index] === score}
                      onChange={() => answer(index, score)}
                    />
                    <span>{t(labelKey)}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <FormError messageKey={isIncomplete ? 'rg.pgsi.incomplete' : null} />
      <div>
        <Button type="submit">{t('rg.pgsi.submit')}</Button>
      </div>
      <div role="status">
        {result && (
          <div className={styles.result}>
            <p className={styles.resultTitle}>
              {t('rg.pgsi.result', {
                score: result.score,
                band: t(PGSI_BAND_TITLE_KEYS[result.band]),
                min: result.min,
                max: result.max,
              })}
            </p>
            <p>{t(PGSI_BAND_TEXT_KEYS[result.band])}</p>
          </div>
        )}
      </div>
    </form>
  );
};
