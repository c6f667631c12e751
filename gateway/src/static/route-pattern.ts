/**
 * The remotes manifest's route patterns, compiled with the rules the shell applies in the browser too: they
 * are defined once, beside the manifest's own rules, in `@referrals/contracts`.
 */
export { compileRoutePattern, type RouteMatcher, type RouteParams } from '@referrals/contracts';
