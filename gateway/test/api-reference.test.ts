import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { apiRoutes } from '../src/routes/index.ts';
import { renderApiReference } from '../src/routes/reference.ts';

describe('docs/api.md', () => {
  it('when the route table changes, then the committed API reference is regenerated with it (npm run docs:api)', () => {
    const committed = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
    expect(committed).toBe(renderApiReference(apiRoutes));
  });

  it('when a route has an input schema, then its fields are listed with optional ones marked', () => {
    const reference = renderApiReference(apiRoutes);
    expect(reference).toMatch(/\| POST \| `\/api\/login` \| public \| email, password \| 200 \|/);
    expect(reference).toMatch(/website\?/);
  });
});
