export * from './builders.ts';
export * from './stack.ts';
export * from './images.ts';
export * from './clock.ts';
export * from './media-files.ts';
export * from './xss.ts';
