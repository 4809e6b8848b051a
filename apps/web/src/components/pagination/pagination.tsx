import { LIMITS } from '@site/contracts/domain';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../button/button';
import { ChevronLeftIcon } from '../icons/icons';
import { ChevronRightIcon } from '../icons/shell-icons';
import { pageWindow } from './page-window';
import styles from './pagination.module.css';

type TPaginationProps = {
  /** 1-based. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  label: string;
};

/** Previous, the page numbers of the product's (docs/product.md) window, next. Hidden when there is one page. */
export const Pagination = ({ page, pageCount, onChange, label }: TPaginationProps) => {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const items = pageWindow(page, pageCount, LIMITS.paginationRange, LIMITS.paginationMargin);
  return (
    <nav className={styles.pagination} aria-label={label}>
      <Button
        variant="ghost"
        size="sm"
        iconOnly
        icon={<ChevronLeftIcon />}
        aria-label={t('common.previous_page')}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      />
      {items.map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${index}`} className={styles.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className={[styles.page, item === page ? styles.current : undefined].filter(Boolean).join(' ')}
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('common.page_number', { page: item })}
            onClick={() => onChange(item)}
          >
            {item}
          </button>
        ),
      )}
      <Button
        variant="ghost"
        size="sm"
        iconOnly
        icon={<ChevronRightIcon />}
        aria-label={t('common.next_page')}
        disabled={page >= pageCount}
        onClick={() => onChange(page + 1)}
      />
    </nav>
  );
};
