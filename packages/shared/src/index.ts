export * from './slug';
export * from './format';
export * from './schemas';
export * from './messages';
export * from './site';
