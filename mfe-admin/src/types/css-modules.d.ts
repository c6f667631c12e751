// rspack exports each class of a CSS Module as a named export: `import * as styles from './x.module.css'`.
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export = classes;
}
