import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * docs/developing.md promises that a fresh clone installs without a single peer-dependency warning (the CMS that came
 * before Sveltia CMS pulled in a React 16 tree and printed hundreds). npm warns when a package's peer range is
 * not met by the version the tree holds; this checks every installed package of package-lock.json the same
 * way npm does (semver's `satisfies`, loose, as @npmcli/arborist's dep-valid), so an upgrade that breaks the
 * promise fails here instead of in an editor's terminal. Optional peers that are not installed are fine.
 */

const ROOT = process.cwd();
// semver comes with the tree (npm's own range checker, a dependency of several tools): loaded from the project.
const semver = createRequire(path.join(ROOT, 'package.json'))('semver') as {
  satisfies(version: string, range: string, loose?: boolean): boolean;
};

interface LockPackage {
  name?: string;
  version?: string;
  link?: boolean;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

interface Installed {
  /** The package's name (an alias installs one package under another name). */
  name: string;
  version: string;
}

/** Where npm finds `name` from the package at `location`: its own node_modules, then each one above it. */
function peerLocation(packages: Record<string, unknown>, location: string, name: string): string | undefined {
  let base = location;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (candidate in packages) return candidate;
    if (!base) return undefined;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent < 0 ? '' : base.slice(0, parent);
  }
}

/** "npm:typescript@>=5" (an alias) -> the package it names and its range; any other spec is a range. */
function parseSpec(name: string, spec: string): { name: string; range: string } {
  const alias = /^npm:((?:@[^/]+\/)?[^@]+)@(.*)$/.exec(spec);
  return alias ? { name: alias[1]!, range: alias[2]! } : { name, range: spec };
}

/**
 * Every peer dependency of an installed package that the tree does not satisfy, as
 * "<package location> wants <peer>@<range>, has <version | nothing>".
 */
function unmetPeers(packages: Record<string, LockPackage>, installed: (location: string) => Installed | undefined): string[] {
  const unmet: string[] = [];
  for (const [location, pkg] of Object.entries(packages)) {
    if (!location || pkg.link || !installed(location)) continue;
    for (const [peer, spec] of Object.entries(pkg.peerDependencies ?? {})) {
      const at = peerLocation(packages, location, peer);
      const found = at ? installed(at) : undefined;
      const wanted = parseSpec(peer, spec);
      if (!found) {
        if (!pkg.peerDependenciesMeta?.[peer]?.optional) unmet.push(`${location} wants ${peer}@${spec}, has nothing`);
        continue;
      }
      if (found.name !== wanted.name || !semver.satisfies(found.version, wanted.range, true)) {
        unmet.push(`${location} wants ${peer}@${spec}, has ${found.name}@${found.version}`);
      }
    }
  }
  return unmet;
}

const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as { lockfileVersion: number; packages: Record<string, LockPackage> };

const manifests = new Map<string, Installed | undefined>();
/**
 * The package as installed in node_modules (platform-specific optional packages of other systems are not),
 * read once: most packages are looked up again as the peer of others.
 */
function installedHere(location: string): Installed | undefined {
  if (!manifests.has(location)) {
    const manifest = path.join(ROOT, location, 'package.json');
    const found = existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as Installed) : undefined;
    manifests.set(location, found && { name: found.name, version: found.version });
  }
  return manifests.get(location);
}

describe('peer dependencies', () => {
  it('are checked as npm checks them', () => {
    const packages: Record<string, LockPackage> = {
      '': {},
      'node_modules/widget': { version: '1.0.0', peerDependencies: { react: '^18', scheduler: '*', ts: 'npm:typescript@>=5' } },
      'node_modules/widget/node_modules/scheduler': { version: '0.1.0' },
      'node_modules/react': { version: '19.1.0' },
      'node_modules/ts': { version: '5.9.0' },
      'node_modules/extra': { version: '1.0.0', peerDependencies: { gone: '^1', maybe: '^1' }, peerDependenciesMeta: { maybe: { optional: true } } },
    };
    const names: Record<string, string> = { 'node_modules/ts': 'typescript' };
    const versions = (location: string) =>
      packages[location] ? { name: names[location] ?? location.split('node_modules/').at(-1)!, version: packages[location]!.version! } : undefined;
    expect(peerLocation(packages, 'node_modules/widget', 'scheduler')).toBe('node_modules/widget/node_modules/scheduler');
    expect(peerLocation(packages, 'node_modules/widget', 'react')).toBe('node_modules/react');
    expect(unmetPeers(packages, versions)).toEqual([
      'node_modules/widget wants react@^18, has react@19.1.0',
      'node_modules/extra wants gone@^1, has nothing',
    ]);
  });

  it('of every installed package are met by the versions installed, so npm prints no peer warning', () => {
    expect(lock.lockfileVersion).toBeGreaterThanOrEqual(2);
    const withPeers = Object.entries(lock.packages).filter(([location, pkg]) => location && pkg.peerDependencies && installedHere(location));
    // The check sees the tree: React's and Next's own peers are among them.
    expect(withPeers.length).toBeGreaterThan(10);
    expect(unmetPeers(lock.packages, installedHere)).toEqual([]);
  });
});
