import type { TDataColumn } from '../../../components/data-table/data-table';
import { useTranslation } from '../../../lib/use-translation';

/** The member column of the team reports' tables. */
export const useUsernameColumn = <TRow extends { username: string }>(): TDataColumn<TRow> => {
  const { t } = useTranslation();
  return { key: 'username', header: t('agent.column.username'), render: (row) => row.username };
};
