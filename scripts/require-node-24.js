// Fails fast when an npm script runs on a Node older than 24 (for example after `npm install --ignore-scripts`,
// which skips installing the pinned `node` package). Plain JavaScript so that any Node can run it.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `This project needs Node 24 (found ${process.version} at ${process.execPath}).\n` +
      'Run `npm install` (without --ignore-scripts) so the pinned `node` package provides it to npm scripts.',
  );
  process.exit(1);
}
