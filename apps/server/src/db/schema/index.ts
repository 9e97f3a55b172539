export * from './users';
export * from './changelog';
export * from './news';
