export * from './size';
export * from './number';
export * from './time';
