import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listingProblems } from '@crashpad/shared/rules/listings';
import { checkable, emptyDraft, type Draft } from './draft';
import { WARNING_MS, useWizardWarnings } from './wizard-warnings';

const messages = (warnings: { message: string }[]) => warnings.map((w) => w.message);

describe('the wizard warnings (docs/product/specification/2-listings-and-tenants.md §4.8, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const start = () => {
    const draft = emptyDraft('crashpad');
    const hook = renderHook(({ d }: { d: Draft }) => useWizardWarnings(d), { initialProps: { d: draft } });
    act(() => hook.result.current.warn(listingProblems(checkable(draft))));
    return { draft, hook };
  };

  it('shows the first five problems, and each goes when its field is right', () => {
    const { draft, hook } = start();
    expect(messages(hook.result.current.warnings)).toEqual([
      'Crashpad name is required',
      'Address is required',
      'Airport distance is required',
      'Description is required',
      'Rate per month is required',
    ]);
    hook.rerender({ d: { ...draft, title: 'DFW crew house', airport_distance: 5 } });
    expect(messages(hook.result.current.warnings)).toEqual([
      'Address is required',
      'Description is required',
      'Rate per month is required',
    ]);
  });

  it('closes them all 15 seconds later', () => {
    const { hook } = start();
    act(() => {
      vi.advanceTimersByTime(WARNING_MS - 100);
    });
    expect(hook.result.current.warnings).toHaveLength(5);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(hook.result.current.warnings).toHaveLength(0);
  });

  it('closes one, or all when the step changes', () => {
    const { hook } = start();
    act(() => hook.result.current.close(hook.result.current.warnings[0]));
    expect(messages(hook.result.current.warnings)).not.toContain('Crashpad name is required');
    expect(hook.result.current.warnings).toHaveLength(4);
    act(() => hook.result.current.close());
    expect(hook.result.current.warnings).toHaveLength(0);
  });
});
