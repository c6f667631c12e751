export * from './errors.ts';
export * from './slug.ts';
export * from './schemas/account.ts';
export * from './principal.ts';
export * from './subjects.ts';
export * from './events.ts';
export * from './dto.ts';
export * from './mfe-manifest.ts';
