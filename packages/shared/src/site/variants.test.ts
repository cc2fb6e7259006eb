import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS, SITE_VARIANTS, VARIANT_WORDING, defaultFlags, flagEnvName } from './variants';

describe('feature flags', () => {
  it('names one environment variable per flag', () => {
    expect(FEATURE_FLAGS.map(flagEnvName)).toEqual([
      'FEATURE_CHANGE_PLANS',
      'FEATURE_DEACTIVATE_ACCOUNT',
      'FEATURE_PAYMENT_REQUESTS',
      'FEATURE_AUTOPAY',
      'FEATURE_PAYOUT_SCHEDULE',
      'FEATURE_EVENTS',
      'FEATURE_SPECIAL_OFFERS',
      'FEATURE_MAP_FILTERS',
      'FEATURE_SITE_CRASHPAD',
      'FEATURE_SITE_TRAVELBUG',
    ]);
  });

  it('turns the feeds on only outside the crashpad variant', () => {
    expect(defaultFlags('crashpad')).toMatchObject({
      events: false,
      specialOffers: false,
      mapFilters: false,
      'site.crashpad': true,
      'site.travelbug': false,
    });
    for (const v of ['vacation', 'nurse', 'aircrew'] as const) {
      expect(defaultFlags(v)).toMatchObject({
        events: true,
        specialOffers: true,
        mapFilters: true,
        'site.crashpad': false,
        'site.travelbug': true,
      });
    }
  });

  it('builds every product feature on by default', () => {
    expect(defaultFlags('crashpad')).toMatchObject({
      changePlans: true,
      deactivateAccount: true,
      paymentRequests: true,
      autopay: true,
      payoutSchedule: true,
    });
  });

  it('gives every variant its own site name', () => {
    expect(new Set(SITE_VARIANTS.map((v) => VARIANT_WORDING[v].siteName)).size).toBe(SITE_VARIANTS.length);
  });
});
