/**
 * A stylesheet as jest sees it (jest.config.js maps every `*.css` import here): jest loads no CSS, so a CSS
 * Module has no class names and an element styled by one renders without its class. Tests assert what a
 * person reads and does, never class names.
 */
export {};
