// The admin's analytics report (docs/decisions/064-page-view-analytics.md).
import { queryOptions } from '@tanstack/react-query';
import type { AnalyticsRange, AnalyticsReport } from '@crashpad/shared/api/analytics';
import { api } from '../../lib/api-client';

export const analyticsReportQuery = (days: AnalyticsRange) =>
  queryOptions({
    queryKey: ['admin', 'analytics', days],
    queryFn: () => api<AnalyticsReport>(`/admin/analytics?days=${days}`),
  });
