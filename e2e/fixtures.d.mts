export declare const EXPIRED_LISTERS: string[];
export declare const FIXTURE_PASSWORD: string;
export declare function createFixtures(base: string): Promise<void>;
export declare function ageFixtures(dataDir: string): Promise<void>;
export declare function paidLister(
  base: string,
  email: string,
  plan?: 'basic' | 'premium' | 'pro',
): Promise<unknown>;
