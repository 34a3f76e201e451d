import { extraHtmlScripts, htmlScripts, type Manifest, parseRouteSplit, routeFileCandidates, routeIdOfFile, routeJs } from './route-js.ts';

/** A small app: an entry with two shared chunks, a login route, an overview under two layouts with lazy charts. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_framework.js', '_ui.js'],
    dynamicImports: [
      'src/routes/login.tsx?tsr-split=component',
      'src/routes/_auth.tsx?tsr-split=component',
      'src/routes/_auth/dashboard.tsx?tsr-split=component',
      'src/routes/_auth/dashboard/overview.tsx?tsr-split=component',
      'src/routes/_auth/dashboard/overview.tsx?tsr-split=errorComponent',
      'src/routes/_auth/dashboard/index.tsx?tsr-split=component',
      'src/routes/_auth/websocket.tsx?tsr-split=component',
      'locales/en/start.po',
      'locales/zh/start.po',
      'locales/en/screens.po',
      'locales/zh/screens.po',
    ],
  },
  '_framework.js': { file: 'assets/framework.js', name: 'framework' },
  '_ui.js': { file: 'assets/ui.js', name: 'ui', imports: ['_framework.js'] },
  '_forms.js': { file: 'assets/forms.js', name: 'forms', imports: ['_ui.js'] },
  '_shell.js': { file: 'assets/shell.js', name: 'shell', imports: ['_ui.js'], dynamicImports: ['src/app/shell/CommandPalette.tsx'] },
  'src/app/shell/CommandPalette.tsx': { file: 'assets/CommandPalette.js', src: 'src/app/shell/CommandPalette.tsx', isDynamicEntry: true, imports: ['_forms.js'] },
  'src/routes/login.tsx?tsr-split=component': { file: 'assets/login.js', src: 'src/routes/login.tsx?tsr-split=component', isDynamicEntry: true, imports: ['_forms.js'] },
  'src/routes/_auth.tsx?tsr-split=component': { file: 'assets/_auth.js', src: 'src/routes/_auth.tsx?tsr-split=component', isDynamicEntry: true, imports: ['_shell.js'] },
  'src/routes/_auth/dashboard.tsx?tsr-split=component': { file: 'assets/dashboard.js', src: 'src/routes/_auth/dashboard.tsx?tsr-split=component', isDynamicEntry: true },
  'src/routes/_auth/dashboard/overview.tsx?tsr-split=component': {
    file: 'assets/overview.js',
    src: 'src/routes/_auth/dashboard/overview.tsx?tsr-split=component',
    isDynamicEntry: true,
    imports: ['_ui.js'],
    dynamicImports: ['src/features/dashboard/Charts.tsx', 'src/routes/_auth/websocket.tsx?tsr-split=component'],
  },
  'src/routes/_auth/dashboard/overview.tsx?tsr-split=errorComponent': { file: 'assets/overview-error.js', isDynamicEntry: true },
  'src/routes/_auth/dashboard/index.tsx?tsr-split=component': { file: 'assets/dashboard-index.js', isDynamicEntry: true },
  'src/routes/_auth/websocket.tsx?tsr-split=component': { file: 'assets/websocket.js', isDynamicEntry: true, dynamicImports: ['node_modules/mqtt/dist/mqtt.esm.js'] },
  'node_modules/mqtt/dist/mqtt.esm.js': { file: 'assets/mqtt.js', isDynamicEntry: true },
  'src/features/dashboard/Charts.tsx': { file: 'assets/Charts.js', src: 'src/features/dashboard/Charts.tsx', isDynamicEntry: true, imports: ['_ui.js'] },
  'locales/en/start.po': { file: 'assets/start-en.js', src: 'locales/en/start.po', isDynamicEntry: true },
  'locales/zh/start.po': { file: 'assets/start-zh.js', src: 'locales/zh/start.po', isDynamicEntry: true },
  'locales/en/screens.po': { file: 'assets/screens-en.js', src: 'locales/en/screens.po', isDynamicEntry: true },
  'locales/zh/screens.po': { file: 'assets/screens-zh.js', src: 'locales/zh/screens.po', isDynamicEntry: true },
};

const sizes: Record<string, number> = { 'assets/start-en.js': 10, 'assets/start-zh.js': 12, 'assets/screens-en.js': 30, 'assets/screens-zh.js': 25, 'assets/framework.js': 100, 'assets/Charts.js': 80 };
const options = {
  onDemand: ['src/app/shell/CommandPalette.tsx'],
  catalogPart: (key: string) => /^locales\/\w+\/(\w+)\.po$/.exec(key)?.[1],
  catalogs: ['start'],
  gzipOf: (file: string) => sizes[file] ?? 1,
};
const afterLogin = { catalogs: ['start', 'screens'] };
const filesOf = (routeId: string, deferred = false) =>
  routeJs(manifest, { ...options, ...(routeId.startsWith('/_auth') ? afterLogin : {}), routeId })
    .filter((f) => f.deferred === deferred)
    .map((f) => f.file)
    .sort();

describe('routeIdOfFile', () => {
  it('names file routes as TanStack Router does', () => {
    expect(routeIdOfFile('src/routes/__root.tsx')).toBe('__root__');
    expect(routeIdOfFile('src/routes/login.tsx')).toBe('/login');
    expect(routeIdOfFile('src/routes/_auth/dashboard.tsx')).toBe('/_auth/dashboard');
    expect(routeIdOfFile('src/routes/_auth/dashboard/route.tsx')).toBe('/_auth/dashboard');
    expect(routeIdOfFile('src/routes/_auth/dashboard/index.tsx')).toBe('/_auth/dashboard/');
    expect(routeIdOfFile('src/routes/index.tsx')).toBe('/');
    expect(routeIdOfFile('src/app/router.ts')).toBeUndefined();
  });
});

describe('routeFileCandidates', () => {
  it('lists the files a route id can live in', () => {
    expect(routeFileCandidates('/login')).toEqual(['src/routes/login.tsx', 'src/routes/login/route.tsx']);
    expect(routeFileCandidates('/_auth/dashboard/')).toEqual(['src/routes/_auth/dashboard/index.tsx']);
    expect(routeFileCandidates('/')).toEqual(['src/routes/index.tsx']);
  });
});

describe('parseRouteSplit', () => {
  it('reads the route and the split kinds from a router-plugin chunk key', () => {
    expect(parseRouteSplit('src/routes/login.tsx?tsr-split=component')).toEqual({ routeId: '/login', kinds: ['component'] });
    expect(parseRouteSplit('src/routes/a.tsx?tsr-split=loader---component')).toEqual({ routeId: '/a', kinds: ['loader', 'component'] });
    expect(parseRouteSplit('src/features/dashboard/Charts.tsx')).toBeUndefined();
  });
});

describe('routeJs', () => {
  it('counts the entry, its imports, the route chunk and the largest catalog for the login', () => {
    expect(filesOf('/login')).toEqual(['assets/forms.js', 'assets/framework.js', 'assets/index.js', 'assets/login.js', 'assets/start-zh.js', 'assets/ui.js']);
  });

  it('counts, of each catalog part the page needs, the language whose catalog is largest', () => {
    expect(filesOf('/login').filter((file) => file.includes('-zh') || file.includes('-en'))).toEqual(['assets/start-zh.js']);
    expect(() => routeJs(manifest, { ...options, catalogs: ['help'], routeId: '/login' })).toThrow('no locale catalog of the part "help"');
  });

  it('counts every layout on the way to a deep link, not on-demand chunks or other routes; a lazy chart that renders at once is deferred', () => {
    expect(filesOf('/_auth/dashboard/overview', true)).toEqual(['assets/Charts.js']);
    expect(filesOf('/_auth/dashboard/overview')).toEqual([
      'assets/_auth.js',
      'assets/dashboard.js',
      'assets/framework.js',
      'assets/index.js',
      'assets/overview.js',
      'assets/screens-en.js',
      'assets/shell.js',
      'assets/start-zh.js',
      'assets/ui.js',
    ]);
  });

  it('lists the biggest needed files first with what they hold, then the deferred ones', () => {
    const files = routeJs(manifest, { ...options, routeId: '/_auth/dashboard/overview' });
    expect(files[0]).toEqual({ file: 'assets/framework.js', label: 'framework', gzip: 100, deferred: false });
    expect(files.at(-1)).toEqual({ file: 'assets/Charts.js', label: 'src/features/dashboard/Charts.tsx', gzip: 80, deferred: true });
  });

  it('counts a route built into the entry (not split) as the entry and its layouts', () => {
    const { 'src/routes/login.tsx?tsr-split=component': _login, ...unsplit } = manifest;
    const files = routeJs(unsplit, { ...options, routeId: '/login' }).map((f) => f.file);
    expect(files.sort()).toEqual(['assets/framework.js', 'assets/index.js', 'assets/start-zh.js', 'assets/ui.js']);
  });
});

describe('index.html', () => {
  const html = `<head>
    <script type="module" crossorigin src="./assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="./assets/framework.js">
    <link rel="stylesheet" href="./assets/index.css">
    <link rel="icon" href="./favicon.svg">
  </head>`;

  it('reads the module script and preloads', () => {
    expect(htmlScripts(html)).toEqual(['assets/index.js', 'assets/framework.js']);
  });

  it('flags a preload of a chunk the entry does not import', () => {
    expect(extraHtmlScripts(manifest, html)).toEqual([]);
    expect(extraHtmlScripts(manifest, `${html}<link rel="modulepreload" href="./assets/websocket.js">`)).toEqual(['assets/websocket.js']);
  });
});
