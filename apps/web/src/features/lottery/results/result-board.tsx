import { useId } from 'react';
import type { TDraw } from '@site/contracts/api';
import { VisuallyHidden } from '../../../components/visually-hidden/visually-hidden';
import { useTranslation } from '../../../lib/use-translation';
import { formatGameTime } from '../model/game-clock';
import { boardRows, DE_TAIL_DIGITS, showsDeTail, verifyUrlOf } from './board-rows';
import styles from './result-board.module.css';

type TResultBoardProps = {
  draw: TDraw;
  /** The heading level of the board's title within its page. */
  headingLevel?: 2 | 3 | 4;
  /** Whether the title names the game (not in one game's history, where only the draw tells boards apart). */
  withGameName?: boolean;
};

/** A number with its đề tail (last two digits) emphasised. */
const DeNumber = ({ value }: { value: string }) => (
  <>
    {value.slice(0, -DE_TAIL_DIGITS)}
    <strong className={styles.tail}>{value.slice(-DE_TAIL_DIGITS)}</strong>
  </>
);

/**
 * A draw's results as players read them: a table whose row headers name the
 * prizes (docs/history/lottery-interfaces.md), the draw code and time above it, and
 * the fairness detail (the seed hash published before the draw, the seed
 * after) with a link to verify the board.
 */
export const ResultBoard = ({ draw, headingLevel = 3, withGameName = true }: TResultBoardProps) => {
  const { t } = useTranslation();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const verifyUrl = verifyUrlOf(draw);

  return (
    <article className={styles.board} aria-labelledby={titleId} data-testid="result-board">
      <header className={styles.head}>
        <Heading id={titleId} className={styles.title}>
          {withGameName
            ? t('lottery.board.title', { game: draw.gameName, draw: draw.drawCode })
            : t('lottery.board.draw_title', { draw: draw.drawCode })}
        </Heading>
        <p className={styles.time}>{formatGameTime(draw.drawnAt ?? draw.drawAt, draw.resultFormat)}</p>
      </header>
      {draw.results ? (
        <table className={styles.table}>
          <caption>
            <VisuallyHidden>{t('lottery.board.caption', { draw: draw.drawCode })}</VisuallyHidden>
          </caption>
          <tbody>
            {boardRows(draw).map((row) => (
              <tr key={row.prize} className={row.prize === 'special' ? styles.special : undefined}>
                <th scope="row" className={styles.prize}>
                  {t(row.labelKey)}
                </th>
                <td className={styles.numbers}>
                  <ul role="list" className={styles.numberList}>
                    {row.numbers.map((value, index) => (
                      <li key={`${index}-${value}`} className={styles.number}>
                        {showsDeTail(draw, row.prize) ? <DeNumber value={value} /> : value}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className={styles.pending}>{t('lottery.board.not_drawn')}</p>
      )}
      <details className={styles.verify}>
        <summary className={styles.verifySummary}>{t('lottery.board.verify')}</summary>
        <dl className={styles.verifyList}>
          <dt>{t('lottery.board.seed_hash')}</dt>
          <dd className={styles.code}>{draw.serverSeedHash}</dd>
          <dt>{t('lottery.board.seed')}</dt>
          <dd className={styles.code}>{draw.serverSeed ?? t('lottery.board.seed_hidden')}</dd>
        </dl>
        {verifyUrl && (
          <a className={styles.verifyLink} href={verifyUrl} target="_blank" rel="noopener noreferrer">
            {t('lottery.board.verify_link')}
          </a>
        )}
      </details>
    </article>
  );
};
