import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

interface PrerenderedPage {
  /** The path rendered (see src/prerender.tsx). */
  path: string;
  /** The built page the markup goes into, and the file written. */
  template: 'landing.html' | 'index.html';
  file: string;
  /** The lazy screen of the path, preloaded so that the page hydrates without waiting for it. */
  screen?: string;
}

/**
 * The pages a visitor sees first. The server sends login.html and join.html only to
 * requests without a session cookie (backend bootstrap.ts), since they render signed out.
 */
const PAGES: PrerenderedPage[] = [
  { path: '/', template: 'landing.html', file: 'landing.html' },
  { path: '/login', template: 'index.html', file: 'login.html', screen: 'src/features/auth/login-page.tsx' },
  { path: '/join', template: 'index.html', file: 'join.html', screen: 'src/features/public/join-page.tsx' },
];

const ROOT = '<div id="root"></div>';

/**
 * A prerendered page paints without its scripts: they load at low priority, after the
 * stylesheet and the font the first paint needs, and hydrate the page when they arrive.
 */
const withLowPriorityScripts = (html: string) =>
  html.replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin').replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin');

type Manifest = Record<string, { file: string; imports?: string[] }>;

/** modulepreload links for a screen's chunk and the chunks it imports that the page does not load yet. */
function screenPreloads(manifest: Manifest, screen: string, html: string): string {
  const chunk = manifest[screen];
  if (!chunk) throw new Error(`prerender: ${screen} is not a chunk of the build`);
  return [chunk.file, ...(chunk.imports ?? []).map((key) => manifest[key].file)]
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}

/**
 * Renders the pages a visitor sees first into their HTML at build time, so that they paint
 * before any script has loaded; landing-main.tsx and main.tsx then hydrate them. Runs
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
          const { renderPage } = (await import(pathToFileURL(join(ssrDir, 'prerender.js')).href)) as { renderPage(path: string): Promise<string> };
          const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
          for (const page of PAGES) {
            const template = readFileSync(join(outDir, page.template), 'utf8');
            if (!template.includes(ROOT)) throw new Error(`prerender: no ${ROOT} in ${page.template}`);
            const preloads = page.screen ? screenPreloads(manifest, page.screen, template) : '';
            const html = template.replace('</head>', `${preloads}</head>`).replace(ROOT, `<div id="root">${await renderPage(page.path)}</div>`);
            writeFileSync(join(outDir, page.file), withLowPriorityScripts(html));
          }
        } finally {
          rmSync(ssrDir, { recursive: true, force: true });
        }
      },
    },
  };
}
