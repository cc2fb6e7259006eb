// The whole schema, one file per domain under schema/.
export * from './schema/reference';
export * from './schema/vocabularies';
export * from './schema/site';
export * from './schema/accounts';
export * from './schema/payments';
export * from './schema/jobs';
export * from './schema/listings';
export * from './schema/rentals';
export * from './schema/messaging';
export * from './schema/reviews';
export * from './schema/search';
export * from './schema/analytics';
export * from './schema/feeds';
