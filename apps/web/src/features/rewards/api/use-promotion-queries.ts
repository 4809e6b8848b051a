import { useQuery } from '@tanstack/react-query';
import type { TPromotionCategory } from '@site/contracts/domain';
import { useTRPC } from '../../../lib/trpc';

/** `rewards.promotions`, of one category or all. */
export const usePromotions = (category: TPromotionCategory | undefined) => {
  const trpc = useTRPC();
  return useQuery(trpc.rewards.promotions.queryOptions(category ? { category } : {}));
};

/** `rewards.raffle` of a promotion. */
export const useRaffle = (promotionId: string) => {
  const trpc = useTRPC();
  return useQuery(trpc.rewards.raffle.queryOptions({ promotionId }));
};

/** `content.promotionCategories`, the tabs of /promotions. */
export const usePromotionCategories = () => {
  const trpc = useTRPC();
  return useQuery(trpc.content.promotionCategories.queryOptions());
};

/** `content.promotionAnnouncements`, of one category or all. */
export const usePromotionAnnouncements = (categoryId: string | undefined) => {
  const trpc = useTRPC();
  return useQuery(trpc.content.promotionAnnouncements.queryOptions(categoryId ? { categoryId } : {}));
};
