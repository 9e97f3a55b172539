export * from './error';
export * from './health';
export * from './stats';
export * from './changelog';
export * from './news';
