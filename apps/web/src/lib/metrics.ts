// Platform metrics (docs/product/specification/1-accounts-and-shell.md §7; docs/product/specification/3-money-and-messaging.md §7): fetched about 3 s after the first load of the day, and again on
// the home path when the stored day is before today. Kept in local storage as metrics and metrics_today.
import { useEffect, useState } from 'react';
import type { MetricsAnswer } from '@crashpad/shared/api/site';
import { api } from './api-client';
import { readLocal, writeLocal } from './storage';

export const METRICS_DELAY_MS = 3000;
const listeners = new Set<(m: MetricsAnswer) => void>();

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

export function metricsAreStale(): boolean {
  const day = readLocal<string>('metrics_today');
  return !day || day < today() || !readLocal<MetricsAnswer>('metrics');
}

export async function refreshMetrics(): Promise<void> {
  const metrics = await api<MetricsAnswer>('/metrics');
  writeLocal('metrics', metrics);
  writeLocal('metrics_today', today());
  for (const listener of listeners) listener(metrics);
}

/** Schedules the daily fetch; returns a cancel function. */
export function scheduleMetrics(delay = METRICS_DELAY_MS): () => void {
  if (!metricsAreStale()) return () => {};
  const timer = window.setTimeout(() => {
    refreshMetrics().catch((err: unknown) => console.warn('metrics refresh failed', err));
  }, delay);
  return () => window.clearTimeout(timer);
}

export function useMetrics(): MetricsAnswer | null {
  const [metrics, setMetrics] = useState(() => readLocal<MetricsAnswer>('metrics'));
  useEffect(() => {
    listeners.add(setMetrics);
    return () => {
      listeners.delete(setMetrics);
    };
  }, []);
  return metrics;
}
