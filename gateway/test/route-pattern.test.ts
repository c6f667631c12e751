import { describe, expect, it } from '@jest/globals';
import { compileRoutePattern } from '../src/static/route-pattern.ts';
import { isFilePath } from '../src/static/shell-page.ts';

describe('compileRoutePattern', () => {
  it.each([
    ['/', '/', {}],
    ['/', '', {}],
    ['/login', '/login', {}],
    ['/login', '/LOGIN/', {}],
    ['/campaign/:id', '/campaign/42', { id: '42' }],
    ['/campaign/:id/edit', '/campaign/a%20b/edit', { id: 'a b' }],
    ['/campaign/:id', '/campaign/%E0%A4%A', { id: '%E0%A4%A' }],
    ['/admin/*', '/admin', { '*': '' }],
    ['/admin/*', '/admin/users/7', { '*': 'users/7' }],
    ['/c++/(x)', '/c++/(x)', {}],
  ])('when %s is matched against %s, then the parameters are %j', (pattern, path, params) => {
    expect(compileRoutePattern(pattern)(path)).toEqual(params);
  });

  it.each([
    ['/', '/login'],
    ['/login', '/login/more'],
    ['/login', '/loginx'],
    ['/campaign/:id', '/campaign/'],
    ['/campaign/:id', '/campaign/42/edit'],
    ['/c++', '/cc+'],
    ['/admin/*', '/administrator'],
  ])('when %s is matched against %s, then it does not match', (pattern, path) => {
    expect(compileRoutePattern(pattern)(path)).toBeNull();
  });
});

describe('isFilePath', () => {
  it.each([
    '/foo.js',
    '/x.map',
    '/.env',
    '/wp-login.php',
    '/.git/config',
    '/mfe/owner/missing.js',
    '/a/b.tar.gz',
  ])('when the path is %s, then it names a file', (path) => {
    expect(isFilePath(path)).toBe(true);
  });

  it.each([
    '/',
    '/login',
    '/campaign/5b0f9b9e-3d0c-4a57-9a43-1f1f7a0d2c11/edit',
    '/refer/bright-smiles',
    '/a./b',
  ])('when the path is %s, then it is a page path', (path) => {
    expect(isFilePath(path)).toBe(false);
  });
});
