import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

interface PrerenderedPage {
  /** The path rendered (see src/prerender.tsx). */
  path: string;
  /** The landing's language, for its words and its HTML's language, title and description; English by default. */
  language?: 'en' | 'fr';
  /** The built page the markup goes into, and the file written. */
  template: 'landing.html' | 'index.html';
  file: string;
  /** The lazy screen of the path, preloaded so that the page hydrates without waiting for it. */
  screen?: string;
  /** Its scripts start loading only once it has painted (scriptsAfterFirstPaint). */
  scriptsAfterPaint?: boolean;
}

/**
 * A member's page: not prerendered (it shows the member's data), but its HTML starts what the
 * page needs at once — the screen's chunks and the API reads it makes — instead of one step
 * after the other (app, then the session, then the screen, then its data).
 */
interface MemberPage {
  file: string;
  /** The screen's module, and the lazy parts it shows first. */
  screens: string[];
  /** GET routes the screen reads on load; fetched with credentials as api/mutator.ts does. */
  reads: string[];
}

/**
 * The pages a visitor sees first. The server sends login.html and join.html only to
 * requests without a session cookie (backend bootstrap.ts), since they render signed out.
 */
const PAGES: PrerenderedPage[] = [
  { path: '/', language: 'en', template: 'landing.html', file: 'landing.html', scriptsAfterPaint: true },
  // The server sends it to browsers whose Accept-Language prefers French (backend bootstrap.ts).
  { path: '/', language: 'fr', template: 'landing.html', file: 'landing.fr.html', scriptsAfterPaint: true },
  { path: '/login', template: 'index.html', file: 'login.html', screen: 'src/features/auth/login-page.tsx' },
  { path: '/login', language: 'fr', template: 'index.html', file: 'login.fr.html', screen: 'src/features/auth/login-page.tsx' },
  { path: '/join', template: 'index.html', file: 'join.html', screen: 'src/features/public/join-page.tsx' },
  { path: '/join', language: 'fr', template: 'index.html', file: 'join.fr.html', screen: 'src/features/public/join-page.tsx' },
];

/** The server sends these only to requests with a session cookie (backend bootstrap.ts). */
const MEMBER_PAGES: MemberPage[] = [
  {
    file: 'dashboard.html',
    screens: ['src/features/dashboard/dashboard-page.tsx'],
    reads: ['/api/auth/me', '/api/user/my-bookings', '/api/user/available-dinner-events', '/api/user/profile', '/api/user/partner', '/api/user/see-you-again'],
  },
  {
    // The console as an admin opens it: its default section (dinner-match-review) under the Needs-you and overdue-safety panels.
    file: 'admin-dashboard.html',
    screens: [
      'src/app/admin/admin-dashboard-page.tsx',
      'src/features/admin-matching/groups/group-management-section.tsx',
      // The admin area's English messages (i18n/messages/en/index.ts downloads every admin-*.json with the console's pages).
      ...readdirSync(new URL('../src/i18n/messages/en', import.meta.url))
        .filter((file) => /^admin-.+\.json$/.test(file))
        .map((file) => `src/i18n/messages/en/${file}`),
    ],
    reads: [
      '/api/auth/me',
      '/api/admin/me/access',
      '/api/admin/dinners/needing-admins',
      '/api/admin/safety/reports',
      '/api/admin/city-choices',
      '/api/admin/dinners/for-management',
    ],
  },
];

const ROOT = '<div id="root"></div>';

/**
 * A prerendered page, and the app's loading state, paint without their scripts: they load at
 * low priority, after the stylesheet and the font the first paint needs.
 */
const withLowPriorityScripts = (html: string) =>
  html
    .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
    .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin');

/**
 * Inter's Latin letters (build/inter-subset.ts), the one font file every page paints its text with:
 * preloaded, so that it downloads beside the stylesheet rather than after it (font-display: swap
 * paints before it anyway).
 */
function fontPreload(outDir: string): string {
  const font = readdirSync(join(outDir, 'assets')).find((file) => /^inter-latin-wght-400-700-.*\.woff2$/.test(file));
  if (!font) throw new Error('prerender: no Inter Latin font in the build');
  return `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${font}">`;
}

/**
 * The landing is whole in its HTML (the menu, the cookie banner and the forms below the fold
 * wait for hydration), so its scripts wait for its first paint: its HTML loads one small
 * script, written here, which fetches the entry and its chunks once the first paint is on the
 * screen (its `paint` performance entry, which comes with the frame's presentation; a frame
 * where the browser has no such entries), then a task. Loaded from the start, the scripts often
 * arrived before the first paint on a fast connection and ran ahead of it: the paint of the
 * page's largest text then waited for them (Lighthouse's cold runs: largest contentful paint
 * 1.9 s or 2.85 s, by that race). Started a frame after the paint began, they were often
 * fetched before it reached the screen, which a slow frame delays by up to two seconds on a
 * busy machine: Lighthouse then counted them before it (3.1 s). The loader is a file, not
 * inline, because the Content-Security-Policy allows only scripts of our own origin.
 *
 * A tap on a button before the scripts have come (the menu, on a slow phone) would be lost:
 * the loader keeps the taps on buttons of type "button" (those with no action of their own;
 * a link or a submit button acts without a script) and makes them again once the entry has
 * started hydrating, which hydrates a tapped part at once.
 */
function scriptsAfterFirstPaint(html: string, outDir: string, translationChunks: string[]): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error('prerender: no module script in the landing page');
  const preload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
  const chunks = [...[...html.matchAll(preload)].map((match) => match[1]), ...translationChunks];
  const loader =
    `const early=[],keep=(e)=>{const b=e.target.closest?.('button[type=button]');if(b)early.push(b)};addEventListener('click',keep,true);` +
    `const start=()=>setTimeout(()=>{for(const href of ${JSON.stringify(chunks)})` +
    `document.head.append(Object.assign(document.createElement('link'),{rel:'modulepreload',href,crossOrigin:''}));` +
    `import(${JSON.stringify(entry[1])}).then(()=>{removeEventListener('click',keep,true);for(const b of early)b.click()})});` +
    `const observer=self.PerformanceObserver;if(performance.getEntriesByType('paint').length>0||!observer?.supportedEntryTypes?.includes('paint'))requestAnimationFrame(start);` +
    `else new observer((_,o)=>{o.disconnect();start()}).observe({type:'paint'})\n`;
  const file = `assets/after-paint-${createHash('sha256').update(loader).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(join(outDir, file), loader);
  return html.replace(entry[0], `<script type="module" crossorigin src="/${file}"></script>`).replace(preload, '');
}

type Manifest = Record<string, { file: string; name?: string; isDynamicEntry?: boolean; imports?: string[] }>;

/**
 * A screen's chunk. When a screen lazily loads parts of its own (a dialog's form), Rollup puts
 * the modules they share with it into the screen's chunk, which the manifest then keys by its
 * file name ("_dashboard-page-….js") instead of the screen's source: found by its name.
 */
function screenChunk(manifest: Manifest, screen: string) {
  if (manifest[screen]) return manifest[screen];
  const name = basename(screen).replace(/\.tsx?$/, '');
  const named = Object.entries(manifest).filter(([key, chunk]) => key.startsWith('_') && chunk.isDynamicEntry && chunk.name === name);
  if (named.length !== 1) throw new Error(`prerender: ${screen} is not a chunk of the build`);
  return named[0][1];
}

/**
 * The files of screens' chunks and of every chunk they import, directly or through another,
 * that the page does not load yet: a chunk found only when the one importing it has come
 * would cost the screen one more round trip.
 */
function chunksToLoad(manifest: Manifest, screens: string[], html: string): string[] {
  const files = new Set<string>();
  const collect = (chunk: Manifest[string]) => {
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const key of chunk.imports ?? []) collect(manifest[key]);
  };
  for (const screen of screens) collect(screenChunk(manifest, screen));
  return [...files].filter((file) => !html.includes(`/${file}"`));
}

/** modulepreload links for screens' chunks (`chunksToLoad`). */
const screenPreloads = (manifest: Manifest, screens: string[], html: string) =>
  chunksToLoad(manifest, screens, html)
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');

/** The translation a page in another language than English downloads before it hydrates: the landing's (landing-main.tsx), the app's catalogue (main.tsx). */
const TRANSLATIONS: Record<PrerenderedPage['template'], string> = {
  'landing.html': 'src/features/public/landing-fr.tsx',
  'index.html': 'src/i18n/messages/fr/index.ts',
};

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** A page's HTML in its language: `<html lang>`, which the scripts read to hydrate in it, and the site's title and description from the landing's catalogue. */
function inLanguage(html: string, root: string, language: 'en' | 'fr'): string {
  const words = JSON.parse(readFileSync(join(root, 'src', 'i18n', 'messages', language, 'landing.json'), 'utf8')) as Record<string, string>;
  const translated = html
    .replace('<html lang="en">', `<html lang="${language}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(words['landing.meta.title'])}</title>`)
    .replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${escapeHtml(words['landing.meta.description'])}"`);
  if (!translated.includes(`<html lang="${language}">`) || !translated.includes(escapeHtml(words['landing.meta.title'])))
    throw new Error(`prerender: the page has no <html lang="en"> or <title> to put in ${language}`);
  return translated;
}

/**
 * Renders the pages a visitor sees first into their HTML at build time, so that they paint
 * before any script has loaded; landing-main.tsx and main.tsx then hydrate them. Writes the
 * member pages with their preloads. Runs
 * after the client build and before the compression of its files (precompress.ts): it builds
 * src/prerender.tsx for Node, renders each page and writes it into the build.
 */
export function prerender(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'tablemates-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const ssrDir = join(root, 'node_modules', '.prerender');
        await build({ configFile: false, root, logLevel: 'warn', plugins: [react()], build: { ssr: 'src/prerender.tsx', outDir: ssrDir, emptyOutDir: true } });
        try {
          const { renderPage, renderLoadingShell } = (await import(pathToFileURL(join(ssrDir, 'prerender.js')).href)) as {
            renderPage(path: string, language?: 'en' | 'fr'): Promise<string>;
            renderLoadingShell(): string;
          };
          const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
          const font = fontPreload(outDir);
          // Read before any page is written: landing.html is both a template and a page.
          const templates = new Map(PAGES.map((page) => [page.template, readFileSync(join(outDir, page.template), 'utf8')]));
          for (const page of PAGES) {
            const built = templates.get(page.template)!;
            if (!built.includes(ROOT)) throw new Error(`prerender: no ${ROOT} in ${page.template}`);
            const template = page.language ? inLanguage(built, root, page.language) : built;
            const translated = page.language !== undefined && page.language !== 'en';
            // The app's pages start their translation with their screen; the landing's loader fetches it with its scripts, after the first paint.
            const screens = [...(page.screen ? [page.screen] : []), ...(translated && !page.scriptsAfterPaint ? [TRANSLATIONS[page.template]] : [])];
            const preloads = screens.length > 0 ? screenPreloads(manifest, screens, template) : '';
            const rendered = template
              .replace('</head>', `${font}${preloads}</head>`)
              .replace(ROOT, `<div id="root" data-prerendered>${await renderPage(page.path, page.language)}</div>`);
            const translation = translated ? chunksToLoad(manifest, [TRANSLATIONS[page.template]], rendered).map((file) => `/${file}`) : [];
            const html = page.scriptsAfterPaint ? scriptsAfterFirstPaint(rendered, outDir, translation) : rendered;
            writeFileSync(join(outDir, page.file), withLowPriorityScripts(html));
          }
          // Every other page paints its loading state at once instead of a blank page until the app has loaded.
          const shell = readFileSync(join(outDir, 'index.html'), 'utf8')
            .replace('</head>', `${font}</head>`)
            .replace(ROOT, `<div id="root">${renderLoadingShell()}</div>`);
          const index = withLowPriorityScripts(shell);
          writeFileSync(join(outDir, 'index.html'), index);
          for (const page of MEMBER_PAGES) {
            const reads = page.reads.map((path) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${path}">`).join('');
            // The screen's chunks after the app's own, at the same low priority and so in order: they cannot run before it.
            const chunks = withLowPriorityScripts(screenPreloads(manifest, page.screens, index));
            writeFileSync(join(outDir, page.file), index.replace('</head>', `${reads}${chunks}</head>`));
          }
        } finally {
          rmSync(ssrDir, { recursive: true, force: true });
        }
      },
    },
  };
}
