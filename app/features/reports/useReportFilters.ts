import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readFilters, writeFilters, type TReportFilters } from './reportFilters.ts';

/** The report filters held in the URL query; a change replaces the query (reload and shared links keep it). */
export const useReportFilters = () => {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the query string is the identity
  const filters = useMemo(() => readFilters(params, new Date()), [key]);
  const setFilters = (next: TReportFilters) => setParams(writeFilters(next), { replace: true });
  return [filters, setFilters] as const;
};
