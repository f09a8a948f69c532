import { existsSync, readdirSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

type Encoding = 'br' | 'gzip';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

interface StaticFile {
  path: string;
  /** The precompressed variants the build wrote beside the file. */
  variants: Encoding[];
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** The url path of every file of the build (not the .br/.gz themselves), read once at start. */
export function indexBuild(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const path of filesUnder(root).filter((file) => !file.endsWith('.br') && !file.endsWith('.gz'))) {
    const variants = (Object.keys(SUFFIX) as Encoding[]).filter((encoding) => existsSync(path + SUFFIX[encoding]));
    files.set(`/${relative(root, path).split(sep).join('/')}`, { path, variants });
  }
  return files;
}

/** br when the client takes it, else gzip, else none; `q=0` refuses an encoding. */
export function preferredEncoding(acceptEncoding: string | undefined, available: Encoding[]): Encoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^q=0(\.0*)?$/.test(param.trim())))
      .map(([name]) => name),
  );
  return available.find((encoding) => accepted.has(encoding) || accepted.has('*'));
}

export interface SendOptions {
  cacheControl: string;
}

/** Sends one file of the build, precompressed when the client accepts it. */
export function sendBuildFile(req: Request, res: Response, file: StaticFile, { cacheControl }: SendOptions, next: NextFunction): void {
  const encoding = preferredEncoding(req.header('accept-encoding'), file.variants);
  res.setHeader('Cache-Control', cacheControl);
  res.vary('Accept-Encoding');
  res.type(extname(file.path));
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.sendFile(encoding ? file.path + SUFFIX[encoding] : file.path, { cacheControl: false, lastModified: true, etag: true }, (error) => error && next(error));
}

const ONE_HOUR = 'public, max-age=3600';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built client's files, precompressed with brotli or gzip where the build wrote a variant
 * (see frontend/build/precompress.ts). Hashed files under /assets/ never change and are
 * cached for a year; the rest for an hour.
 */
export function precompressedStatic(files: Map<string, StaticFile>): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = files.get(req.path);
    if (!file || req.path === '/index.html') return next();
    sendBuildFile(req, res, file, { cacheControl: req.path.startsWith('/assets/') ? IMMUTABLE : ONE_HOUR }, next);
  };
}
