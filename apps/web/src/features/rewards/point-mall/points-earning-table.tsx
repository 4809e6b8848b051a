import type { TPointMall } from '@site/contracts/api';
import { DataTable, type TDataColumn } from '../../../components/data-table/data-table';
import { useTranslation } from '../../../lib/use-translation';
import { useMoney } from '../../shared-money/api/use-money';
import { useCategoryName } from '../../shared-records/use-category-name';

type TEarningRow = TPointMall['table'][number];

/** How points are earned: one point per so much valid bet, by game category. */
export const PointsEarningTable = ({ table }: { table: TPointMall['table'] }) => {
  const { t } = useTranslation();
  const { format } = useMoney();
  const categoryName = useCategoryName();
  const columns: TDataColumn<TEarningRow>[] = [
    {
      key: 'category',
      header: t('rewards.point_mall.column.category'),
      render: (row) => categoryName(row.gameCategory),
    },
    {
      key: 'rate',
      header: t('rewards.point_mall.column.earning'),
      align: 'end',
      render: (row) => t('rewards.point_mall.earning_rate', { amount: format(row.validBetPerPoint) }),
    },
  ];
  return (
    <DataTable
      label={t('rewards.point_mall.earning')}
      columns={columns}
      rows={table}
      rowKey={(row) => row.gameCategory}
      isLoading={false}
      emptyText={t('rewards.point_mall.earning_empty')}
    />
  );
};
