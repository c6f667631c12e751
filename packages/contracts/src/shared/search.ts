import { number, object, string } from 'yup';

/** How many rows a searchable list answers without `limit`, and at most with it. */
export interface ListLimits {
  readonly default: number;
  readonly max: number;
}

/**
 * The query of a searchable list (referrers, referees): `search`, text the rows are matched against (empty
 * for all), and `limit`, how many to answer, within `limits`.
 */
export function searchListQuerySchema(limits: ListLimits) {
  const limitMessage = `Limit must be a whole number from 1 to ${limits.max}`;
  return object({
    search: string()
      .typeError('Search must be text')
      .trim()
      .max(100, 'Search must be at most 100 characters')
      .default(''),
    limit: number()
      .typeError(limitMessage)
      .integer(limitMessage)
      .min(1, limitMessage)
      .max(limits.max, limitMessage)
      .default(limits.default),
  });
}
