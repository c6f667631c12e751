export * from './builders.ts';
export * from './stack.ts';
export * from './images.ts';
export * from './clock.ts';
