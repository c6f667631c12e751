export * from './builders.ts';
export * from './stack.ts';
