import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** The dialing codes offered for mobile numbers (`system.countries`); they rarely change. */
export const useCountries = () => {
  const trpc = useTRPC();
  return useQuery(trpc.system.countries.queryOptions(undefined, { staleTime: Number.POSITIVE_INFINITY }));
};
