// Refuses to go on under a Node older than the one pinned in .nvmrc / engines.
// npm scripts put node_modules/.bin first on PATH, so the project-local `node`
// devDependency (a real Node 24 binary) is the one that runs here.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `Longball needs Node >= 22.12 but this is Node ${process.versions.node}.\n` +
      'Run `npm install` (it installs the project-local Node 24 from the `node` devDependency) ' +
      'and start commands through `npm run ...`, which puts node_modules/.bin first on PATH.',
  );
  process.exit(1);
}
